// The student's page: join, answer one question at a time, then the review.
// Bank text and names go in as text (textContent), never as markup; the board SVG
// is made by the server.
"use strict";
const S = JSON.parse(document.getElementById("strings").textContent);
const $ = (id) => document.getElementById(id);
const fmt = (id, values) => S[id].replace(/\{(\w+)\}/g, (m, k) => (k in values ? String(values[k]) : m));
const letter = (i) => String.fromCharCode(65 + i);
let token = (document.cookie.match(/(?:^|; )wq_token=([0-9a-f]+)/) || [])[1] || null;
let pending = null; // waiting for the teacher to let this browser continue a seat
let shown = null; // what is on screen: "ask:N", "wait:N" or "done"
let deadline = null;
let poll = null;

function show(id) {
  for (const s of ["join", "ask", "wait", "done", "pending"]) $(s).hidden = s !== id;
}
function say(text) {
  $("message").textContent = text || "";
  $("message").hidden = !text;
}
async function api(method, path, body) {
  const headers = { "Content-Type": "application/json" };
  if (token) headers.Authorization = "Bearer " + token;
  const response = await fetch(path, { method, headers, body: body ? JSON.stringify(body) : undefined });
  let data = null;
  try { data = await response.json(); } catch (e) { data = null; }
  return { status: response.status, data };
}

function tick() {
  const clock = $("clock");
  if (deadline === null) { clock.hidden = true; return; }
  const left = Math.max(0, Math.round((deadline - Date.now()) / 1000));
  const text = Math.floor(left / 60) + ":" + String(left % 60).padStart(2, "0");
  clock.textContent = fmt("serve-time-left", { time: text });
  clock.classList.toggle("low", left < 60);
  clock.hidden = false;
  if (left === 0 && shown !== "done") load();
}
setInterval(tick, 1000);

function keep(newToken) {
  token = newToken;
  document.cookie = "wq_token=" + token + "; path=/; max-age=86400; SameSite=Strict";
}

async function load() {
  if (pending) { await ask_again(); return; }
  if (!token) { show("join"); return; }
  let r;
  try { r = await api("GET", "/api/question"); } catch (e) { say(S["serve-error-network"]); return; }
  if (r.status === 401) {
    token = null;
    document.cookie = "wq_token=; path=/; max-age=0; SameSite=Strict";
    show("join");
    return;
  }
  if (r.status !== 200) { say(r.data && r.data.error); return; }
  say("");
  const q = r.data;
  deadline = q.seconds_left === null || q.seconds_left === undefined ? null : Date.now() + q.seconds_left * 1000;
  if (q.done) { deadline = null; tick(); if (shown !== "done") await finish(q); return; }
  tick();
  if (q.waiting) {
    shown = "wait:" + q.number;
    const o = q.outcome;
    $("outcome").hidden = !o;
    if (o) {
      $("outcome").textContent = o.line;
      $("outcome").className = "outcome " + (o.right === true ? "right" : "wrong");
    }
    show("wait");
    return;
  }
  if (shown === "ask:" + q.number) return; // keep what is being typed
  shown = "ask:" + q.number;
  render(q);
}

function render(q) {
  $("progress").textContent = fmt("serve-question-of", { number: q.number, of: q.of });
  $("text").textContent = q.text;
  $("board").innerHTML = q.board_svg || "";
  const form = $("answer");
  form.replaceChildren();
  const send = (answer) => submit(q.number, answer);
  if (q.form === "choice" && !q.multiple) {
    q.options.forEach((option, i) => {
      const b = document.createElement("button");
      b.type = "button"; b.className = "option";
      b.textContent = letter(i) + ". " + option;
      b.onclick = () => send(letter(i));
      form.append(b);
    });
  } else if (q.form === "choice") {
    const hint = document.createElement("p");
    hint.className = "note"; hint.textContent = S["serve-choose-several"];
    form.append(hint);
    const picked = new Set();
    q.options.forEach((option, i) => {
      const b = document.createElement("button");
      b.type = "button"; b.className = "option"; b.setAttribute("aria-pressed", "false");
      b.textContent = letter(i) + ". " + option;
      b.onclick = () => {
        if (picked.has(i)) picked.delete(i); else picked.add(i);
        b.setAttribute("aria-pressed", String(picked.has(i)));
      };
      form.append(b);
    });
    form.append(button(S["serve-submit"], () => send([...picked].sort().map(letter).join(""))));
  } else if (q.form === "truefalse" || q.form === "can") {
    const [yes, no] = q.form === "can" ? [S["sheet-can"], S["sheet-cannot"]] : [S["answer-true"], S["answer-false"]];
    form.append(button(yes, () => send("true"), "option"));
    form.append(button(no, () => send("false"), "option"));
  } else {
    const box = document.createElement("div");
    box.className = "blanks";
    const n = Math.max(1, q.blanks);
    const fields = [];
    for (let i = 0; i < n; i++) {
      const input = document.createElement("input");
      input.autocomplete = "off";
      input.setAttribute("aria-label", fmt("serve-blank", { number: i + 1 }));
      if (n > 1) input.placeholder = fmt("serve-blank", { number: i + 1 });
      fields.push(input); box.append(input);
    }
    form.append(box);
    form.append(button(S["serve-submit"], () => send(fields.map((f) => f.value.trim()).join(" | "))));
    form.onsubmit = (e) => { e.preventDefault(); send(fields.map((f) => f.value.trim()).join(" | ")); };
    setTimeout(() => fields[0].focus(), 0);
  }
  form.append(button(S["serve-skip"], () => send(""), "secondary"));
  show("ask");
}

function button(text, onclick, cls) {
  const b = document.createElement("button");
  b.type = cls === undefined ? "submit" : "button";
  if (cls) b.className = cls;
  b.textContent = text;
  b.onclick = (e) => { e.preventDefault(); onclick(); };
  return b;
}

async function submit(number, answer) {
  if (answer.replace(/[\s|]/g, "") === "") answer = "";
  for (const b of $("answer").querySelectorAll("button")) b.disabled = true;
  let r;
  try { r = await api("POST", "/api/answer", { number, answer }); } catch (e) { r = { status: 0, data: { error: S["serve-error-network"] } }; }
  for (const b of $("answer").querySelectorAll("button")) b.disabled = false;
  if (r.status === 200 || r.status === 409) { shown = null; await load(); if (r.status === 409) say(r.data && r.data.error); return; }
  say(r.data && r.data.error);
}

async function finish(q) {
  shown = "done";
  show("done");
  $("done-note").textContent = q.closed ? S["serve-closed-note"] : q.time_up ? S["serve-time-up"] : "";
  const r = await api("GET", "/api/review");
  if (r.status !== 200) {
    // The keys wait until the quiz is over for everyone: ask again in a while.
    $("score").textContent = S["serve-review-later"];
    shown = "done-waiting";
    return;
  }
  const v = r.data;
  $("score").textContent = fmt("serve-score", { score: v.score, total: v.total, right: v.right, of: v.of });
  const review = $("review");
  review.replaceChildren();
  const h = document.createElement("h3");
  h.textContent = v.mistakes.length ? S["serve-mistakes"] : S["serve-no-mistakes"];
  review.append(h);
  for (const m of v.mistakes) {
    const d = document.createElement("div");
    d.className = "mistake";
    const p = (cls, text) => { const e = document.createElement("p"); e.className = cls; e.textContent = text; d.append(e); };
    p("text", m.number + ". " + m.text);
    if (m.board_svg) { const f = document.createElement("div"); f.className = "figure"; f.innerHTML = m.board_svg; d.append(f); }
    p("yours", m.answer ? fmt("serve-your-answer", { answer: m.answer }) : S["serve-no-answer"]);
    p("key", fmt("serve-right-answer", { answer: m.key }));
    if (m.explain) p("explain", m.explain);
    if (m.cite) p("note", m.cite);
    review.append(d);
  }
}

$("join").onsubmit = async (e) => {
  e.preventDefault();
  const name = $("name").value.trim();
  if (!name) return;
  const r = await api("POST", "/api/join", { name, lang: document.documentElement.lang });
  if (r.status === 202) {
    pending = r.data.pending;
    $("pending-note").textContent = r.data.message || S["serve-join-waiting-approval"];
    show("pending");
    return;
  }
  if (r.status !== 200) { say(r.data && r.data.error); return; }
  keep(r.data.token);
  $("who").textContent = fmt("serve-joined-as", { name: r.data.name });
  await load();
};

// This browser asked to continue a seat: has the teacher let it?
async function ask_again() {
  const r = await api("POST", "/api/rejoin", { pending });
  if (r.status === 202) { show("pending"); return; }
  pending = null;
  if (r.status === 200) { keep(r.data.token); say(""); await load(); return; }
  say(r.data && r.data.error);
  show("join");
}

load();
poll = setInterval(() => { if (shown !== "done") load(); }, 3000);
