// The teacher's dashboard: polls /api/status, moves a live class on, closes the quiz
// and shows the results in the schema of `grade --json`. Names go in as text.
"use strict";
const S = JSON.parse(document.getElementById("strings").textContent);
const $ = (id) => document.getElementById(id);
const fmt = (id, values) => S[id].replace(/\{(\w+)\}/g, (m, k) => (k in values ? String(values[k]) : m));
const token = new URLSearchParams(location.search).get("token") || "";
const pct = (x) => Math.round(x * 100) + "%";
let closedShown = false;

$("json").href = "/api/results?token=" + encodeURIComponent(token);
$("csv").href = "/api/results.csv?token=" + encodeURIComponent(token);
$("screen-link").href = "/screen?token=" + encodeURIComponent(token);

async function api(method, path, body) {
  const init = { method, headers: { Authorization: "Bearer " + token } };
  if (method === "POST") { init.headers["Content-Type"] = "application/json"; init.body = JSON.stringify(body || {}); }
  const response = await fetch(path, init);
  let data = null;
  try { data = await response.json(); } catch (e) { data = null; }
  return { status: response.status, data };
}
function say(text) { $("message").textContent = text || ""; $("message").hidden = !text; }

function table(el, header, rows) {
  el.replaceChildren();
  const head = el.insertRow();
  for (const h of header) { const th = document.createElement("th"); th.textContent = h; head.append(th); }
  for (const row of rows) {
    const tr = el.insertRow();
    for (const cell of row) {
      const td = tr.insertCell();
      if (cell instanceof Node) td.append(cell);
      else { td.textContent = String(cell); if (typeof cell === "number") td.className = "num"; }
    }
  }
}
function bar(share) {
  const outer = document.createElement("div"); outer.className = "bar"; outer.title = pct(share);
  const inner = document.createElement("span"); inner.style.width = pct(share);
  outer.append(inner);
  return outer;
}

let state = null;
function render(s) {
  state = s;
  $("mode").textContent = (s.mode === "live" ? S["serve-dash-mode-live"] : S["serve-dash-mode-self-paced"])
    + (s.minutes ? " · " + fmt("serve-dash-minutes", { minutes: s.minutes }) : "");
  $("joined").textContent = s.students.length ? fmt("serve-dash-joined", { count: s.students.length }) : S["serve-dash-none"];
  // A live class often watches this screen: names with progress only, no scores.
  const scores = s.mode !== "live" || s.closed;
  table($("students"), [S["serve-dash-name"], S["serve-dash-progress"]].concat(scores ? [S["serve-dash-score"]] : []),
    s.students.map((p) => [p.name, p.answered + " / " + s.of + (p.done ? " ✓" : "")].concat(scores ? [p.right] : [])));
  table($("items"), [S["serve-dash-item"], S["serve-dash-answered"], S["serve-dash-share"], ""],
    s.items.map((i) => {
      const name = document.createElement("span"); name.textContent = i.number + ". " + i.text; name.title = i.id;
      return [name, i.answered, i.answered ? pct(i.right / i.answered) : "–", bar(i.answered ? i.right / i.answered : 0)];
    }));
  $("absent").hidden = s.absent.length === 0;
  $("absent").textContent = fmt("serve-dash-absent", { count: s.absent.length }) + s.absent.join("、");
  $("requests").hidden = s.requests.length === 0;
  $("request-list").replaceChildren(...s.requests.map((r) => {
    const li = document.createElement("li");
    li.append(fmt("serve-dash-request", { name: r.name, seconds: r.waiting }) + " ");
    const b = document.createElement("button"); b.type = "button"; b.textContent = S["serve-dash-approve"];
    b.onclick = async () => { const x = await api("POST", "/api/approve", { id: r.id }); if (x.status === 200) render(x.data); else say(x.data && x.data.error); };
    li.append(b);
    return li;
  }));
  $("live").hidden = s.mode !== "live" || s.closed;
  if (s.mode === "live") {
    $("current").textContent = (s.current ? fmt("serve-dash-current", { number: s.current, of: s.of }) : S["serve-dash-not-started"])
      + (s.seconds_left !== null ? " " + fmt("serve-dash-seconds-left", { seconds: s.seconds_left }) : "")
      + (s.revealed ? " " + S["serve-dash-revealed"] : "");
    $("reveal").hidden = s.current === 0 || s.revealed;
    $("reveal").textContent = S["serve-dash-reveal"];
    $("next").textContent = s.current === 0 ? S["serve-dash-start"] : s.current >= s.of ? S["serve-dash-finish"] : S["serve-dash-next"];
    const d = $("distribution");
    d.replaceChildren();
    if (s.distribution) {
      const h = document.createElement("h3");
      h.textContent = fmt("serve-dash-distribution", { number: s.distribution.number });
      const note = document.createElement("p"); note.className = "note";
      note.textContent = s.revealed ? "" : S["serve-dash-hidden-until-reveal"];
      const t = document.createElement("table");
      const total = s.distribution.answers.reduce((a, c) => a + c.count, 0) || 1;
      table(t, ["", S["serve-dash-answered"], ""], s.distribution.answers.map((c) => {
        const a = document.createElement("span"); a.textContent = (c.right === true ? "✓ " : "") + c.answer; if (c.right === true) a.className = "right";
        return [a, c.count, bar(c.count / total)];
      }));
      d.append(h, note, t);
    }
  }
  if (s.closed) {
    $("close").hidden = true;
    $("closed").hidden = false;
    $("closed").textContent = S["serve-dash-closed"];
    if (!closedShown) { closedShown = true; results(); }
  }
}

async function results() {
  const r = await api("GET", "/api/results");
  if (r.status !== 200) return;
  const g = r.data;
  $("results").hidden = false;
  table($("grades"), [S["serve-dash-name"], S["serve-dash-points"], S["serve-dash-score"]],
    g.students.map((s) => [s.name, s.score + " / " + s.total, s.right + " / " + s.items.length]));
  $("analysis-title").textContent = S["serve-dash-analysis"];
  table($("analysis"), [S["serve-dash-item"], S["serve-dash-answered"], S["serve-dash-share"], S["serve-dash-top"], S["serve-dash-bottom"], ""],
    g.items.map((i) => {
      const flag = document.createElement("span");
      if (i.strong_students_miss) { flag.className = "flag"; flag.textContent = S["serve-dash-strong-miss"]; }
      const asked = state && state.items.find((x) => x.id === i.id);
      return [asked ? asked.number + ". " + asked.text : i.id, i.answered_by, pct(i.share), i.top_share === null ? "–" : pct(i.top_share), i.bottom_share === null ? "–" : pct(i.bottom_share), flag];
    }));
}

async function refresh() {
  try {
    const r = await api("GET", "/api/status");
    if (r.status !== 200) { say(r.data && r.data.error); return; }
    say("");
    render(r.data);
  } catch (e) { say(S["serve-error-network"]); }
}

$("next").onclick = async () => { const r = await api("POST", "/api/next"); if (r.status === 200) render(r.data); else say(r.data && r.data.error); };
$("reveal").onclick = async () => { const r = await api("POST", "/api/reveal"); if (r.status === 200) render(r.data); else say(r.data && r.data.error); };
$("close").onclick = async () => {
  if (!confirm(S["serve-dash-close-confirm"])) return;
  const r = await api("POST", "/api/close");
  if (r.status === 200) render(r.data);
};
refresh();
setInterval(refresh, 2000);
