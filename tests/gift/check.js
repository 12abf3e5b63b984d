// Parses a GIFT file with gift-pegjs and prints one JSON line: the questions it found,
// by type, with their ids. Exits 1 with the parser's message on any syntax error.
"use strict";
const fs = require("fs");
const { parse } = require("gift-pegjs");

const text = fs.readFileSync(process.argv[2], "utf8");
let parsed;
try {
  parsed = parse(text);
} catch (e) {
  const where = e.location ? ` at line ${e.location.start.line}, column ${e.location.start.column}` : "";
  console.error(`gift-pegjs: ${e.message}${where}`);
  process.exit(1);
}
const questions = parsed.filter((q) => q.type !== "Category" && q.type !== "Description");
const types = {};
for (const q of questions) types[q.type] = (types[q.type] || 0) + 1;
console.log(JSON.stringify({
  questions: questions.length,
  categories: parsed.filter((q) => q.type === "Category").length,
  types,
  titles: questions.map((q) => q.title),
  questions_json: questions,
}));
