// The projector: the address and QR code while students join, then each item in large
// type with its countdown and the count of answers in; on the teacher's reveal (a key
// here, or the button) the answer, how the class answered and the top five. It shows
// only what /api/screen sends, and that holds no key before the reveal.
"use strict";
const S = JSON.parse(document.getElementById("strings").textContent);
const $ = (id) => document.getElementById(id);
const fmt = (id, values) => S[id].replace(/\{(\w+)\}/g, (m, k) => (k in values ? String(values[k]) : m));
const token = new URLSearchParams(location.search).get("token") || "";
const letter = (i) => String.fromCharCode(65 + i);
let state = null;
let deadline = null;

async function api(method, path) {
  const init = { method, headers: { Authorization: "Bearer " + token } };
  if (method === "POST") { init.headers["Content-Type"] = "application/json"; init.body = "{}"; }
  const response = await fetch(path, init);
  let data = null;
  try { data = await response.json(); } catch (e) { data = null; }
  return { status: response.status, data };
}
function say(text) { $("message").textContent = text || ""; $("message").hidden = !text; }
function el(tag, cls, text) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined) e.textContent = text;
  return e;
}

function tick() {
  const clock = $("clock");
  if (deadline === null) { clock.hidden = true; return; }
  const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
  clock.textContent = String(left);
  clock.classList.toggle("low", left <= 5);
  clock.hidden = false;
}
setInterval(tick, 250);

function options(q) {
  if (q.options) return q.options.map((o, i) => letter(i) + ". " + o);
  if (q.form === "truefalse") return [S["answer-true"], S["answer-false"]];
  if (q.form === "can") return [S["sheet-can"], S["sheet-cannot"]];
  return [];
}

function render(s) {
  state = s;
  const asking = s.phase === "asking" || s.phase === "time-up" || s.phase === "revealed";
  $("joining").hidden = s.phase !== "joining";
  $("question").hidden = !asking || !s.question;
  $("closed").hidden = s.phase !== "closed";
  $("progress").textContent = s.number && s.phase !== "joining" ? fmt("serve-question-of", { number: s.number, of: s.of }) : "";
  deadline = s.seconds_left === null || s.seconds_left === undefined ? null : Date.now() + s.seconds_left * 1000;
  tick();
  if (s.phase === "joining") {
    $("joined").textContent = s.mode === "live" ? fmt("serve-screen-joined", { count: s.joined })
      : fmt("serve-screen-finished", { finished: s.finished, count: s.joined });
    $("names").textContent = s.names.join("　");
  }
  if (asking && s.question) {
    const q = s.question;
    $("text").textContent = q.text;
    $("board").innerHTML = q.board_svg || "";
    $("board").hidden = !q.board_svg;
    const list = $("options");
    list.replaceChildren(...options(q).map((o) => el("li", "", o)));
    list.hidden = list.children.length === 0;
    $("answered").textContent = s.phase === "time-up" ? S["serve-screen-time-up"] + " " + fmt("serve-screen-answered", { answered: s.answered, count: s.joined })
      : fmt("serve-screen-answered", { answered: s.answered, count: s.joined });
    $("answer").hidden = s.answer === null;
    $("answer").textContent = s.answer === null ? "" : fmt("serve-screen-answer", { answer: s.answer });
    distribution(s.distribution);
    if (s.distribution) {
      const right = new Set(s.distribution.answers.filter((c) => c.right === true).map((c) => c.answer));
      for (const li of list.children) li.classList.toggle("right", right.has(li.textContent));
    }
  }
  const leaders = s.leaderboard || [];
  $("leaders").hidden = leaders.length === 0;
  $("leader-list").replaceChildren(...leaders.map((p) => {
    const li = el("li");
    li.append(el("span", "rank", String(p.rank)), el("span", "name", p.name), el("span", "points", fmt("serve-screen-points", { points: p.points })));
    return li;
  }));
  const live = s.mode === "live" && s.phase !== "closed";
  $("reveal").hidden = !live || !(s.phase === "asking" || s.phase === "time-up");
  $("reveal").textContent = S["serve-dash-reveal"];
  $("next").hidden = !live || s.phase === "asking" || s.phase === "time-up";
  $("next").textContent = s.number === 0 ? S["serve-dash-start"] : s.number >= s.of ? S["serve-dash-finish"] : S["serve-dash-next"];
  $("keys").textContent = live ? S["serve-screen-keys"] : "";
}

function distribution(d) {
  const t = $("distribution");
  t.hidden = !d;
  t.replaceChildren();
  if (!d) return;
  const total = d.answers.reduce((a, c) => a + c.count, 0) || 1;
  for (const c of d.answers) {
    const tr = t.insertRow();
    const name = tr.insertCell();
    name.textContent = (c.right === true ? "✓ " : "") + c.answer;
    if (c.right === true) name.className = "right";
    const n = tr.insertCell(); n.className = "num"; n.textContent = String(c.count);
    const bar = el("div", "bar"); const fill = el("span"); fill.style.width = Math.round((c.count / total) * 100) + "%";
    if (c.right !== true) fill.className = "other";
    bar.append(fill); tr.insertCell().append(bar);
  }
}

async function refresh() {
  try {
    const r = await api("GET", "/api/screen");
    if (r.status !== 200) { say(r.data && r.data.error); return; }
    say("");
    render(r.data);
  } catch (e) { say(S["serve-error-network"]); }
}
async function act(path) {
  const r = await api("POST", path);
  if (r.status !== 200) say(r.data && r.data.error);
  await refresh();
}
$("reveal").onclick = () => act("/api/reveal");
$("next").onclick = () => act("/api/next");
document.addEventListener("keydown", (e) => {
  if (!state || state.mode !== "live" || state.phase === "closed" || e.repeat) return;
  if (!["Enter", " ", "ArrowRight", "PageDown"].includes(e.key)) return;
  e.preventDefault();
  act(state.phase === "asking" || state.phase === "time-up" ? "/api/reveal" : "/api/next");
});
refresh();
setInterval(refresh, 1000);
