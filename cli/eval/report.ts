// A self-contained HTML report with inline SVG charts (no scripts, no network): overall P/R/F1 with
// 95% bootstrap CIs as error bars, F1 per type per system, and F1 by MATH / NON_MATH segment.
import type { EvalResult } from './run.js';

const COLORS = ['#2b6cb0', '#dd6b20', '#38a169', '#805ad5'];
const esc = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

interface Bar {
  label: string;
  values: Array<{ system: string; value: number; ci?: [number, number] }>;
}

function barChart(id: string, title: string, groups: Bar[]): string {
  const systems = groups[0]?.values.map((v) => v.system) ?? [];
  const bw = 14;
  const gw = systems.length * bw + 16;
  const h = 220;
  const w = Math.max(320, groups.length * gw + 60);
  const y = (v: number) => 20 + (1 - v) * (h - 60);
  const bars = groups
    .map((g, gi) => {
      const x0 = 50 + gi * gw;
      const rects = g.values
        .map((v, si) => {
          const x = x0 + si * bw;
          const ci = v.ci ? `<line class="ci" x1="${x + bw / 2}" x2="${x + bw / 2}" y1="${y(v.ci[1])}" y2="${y(v.ci[0])}" stroke="#222"/>` : '';
          return `<rect class="bar" data-system="${esc(v.system)}" data-value="${v.value.toFixed(4)}" x="${x}" y="${y(v.value)}" width="${bw - 2}" height="${Math.max(0.5, y(0) - y(v.value))}" fill="${COLORS[si % COLORS.length]}"><title>${esc(v.system)} ${esc(g.label)}: ${(100 * v.value).toFixed(1)}%</title></rect>${ci}`;
        })
        .join('');
      return `${rects}<text x="${x0}" y="${h - 25}" font-size="9" transform="rotate(35 ${x0} ${h - 25})">${esc(g.label)}</text>`;
    })
    .join('');
  const axis = [0, 0.5, 1].map((v) => `<text x="10" y="${y(v) + 3}" font-size="9">${v * 100}%</text><line x1="45" x2="${w}" y1="${y(v)}" y2="${y(v)}" stroke="#ddd"/>`).join('');
  const legend = systems.map((s, i) => `<tspan fill="${COLORS[i % COLORS.length]}">■ ${esc(s)}</tspan> `).join('');
  return `<figure><figcaption>${esc(title)}</figcaption><svg id="${id}" width="${w}" height="${h + 20}" role="img">${axis}${bars}<text x="50" y="${h + 15}" font-size="10">${legend}</text></svg></figure>`;
}

export function renderReport(r: EvalResult): string {
  const overall: Bar[] = (['precision', 'recall', 'f1'] as const).map((k) => ({
    label: k,
    values: r.systems.map((s) => ({ system: s.name, value: s.report.exact[k], ci: s.report.exact.ci[k] })),
  }));
  const types = Object.keys(r.systems[0]?.report.byType ?? {});
  const perType: Bar[] = types.map((t) => ({ label: t, values: r.systems.map((s) => ({ system: s.name, value: s.report.byType[t]?.exact.f1 ?? 0 })) }));
  const segments: Bar[] = (['MATH', 'NON_MATH'] as const).map((seg) => ({
    label: seg,
    values: r.systems.map((s) => ({ system: s.name, value: s.report.bySegment[seg].f1 })),
  }));
  const rows = r.systems
    .map(
      (s) =>
        `<tr><td>${esc(s.name)}</td><td>${(100 * s.report.exact.precision).toFixed(1)}</td><td>${(100 * s.report.exact.recall).toFixed(1)}</td><td>${(100 * s.report.exact.f1).toFixed(1)}</td><td>${(100 * s.report.overlap.f1).toFixed(1)}</td><td>${(100 * s.report.exact.f5).toFixed(1)}</td><td>${s.report.falsePositivesPer1000MathMessages.toFixed(1)}</td></tr>`,
    )
    .join('');
  return `<!doctype html><html><head><meta charset="utf-8"><title>mathdeid evaluation: ${esc(r.split)}</title>
<style>body{font-family:sans-serif;margin:2em;max-width:1100px}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:4px 8px;text-align:right}td:first-child{text-align:left}figure{margin:1.5em 0}</style></head>
<body><h1>Evaluation on ${esc(r.split)}</h1>
<p>${r.transcripts} transcripts, ${r.messages} messages, ${r.goldSpans} gold spans. Exact match = same span and type; overlap = same type, overlapping offsets. Error bars: 95% bootstrap CIs over transcripts.</p>
<table><tr><th>system</th><th>P</th><th>R</th><th>F1</th><th>F1 overlap</th><th>F5</th><th>FP / 1k MATH msgs</th></tr>${rows}</table>
${barChart('overall', 'Exact precision, recall and F1 (95% CI)', overall)}
${barChart('per-type', 'F1 (exact) per PII type', perType)}
${barChart('segments', 'F1 (exact) by segment', segments)}
${byCorpusTable(r)}
${unlistedParagraph(r)}
${falseAlarmsParagraph(r)}
</body></html>
`;
}

function falseAlarmsParagraph(r: EvalResult): string {
  const fa = r.falseAlarms;
  if (!fa) return '';
  const types = Object.entries(fa.byType).map(([k, n]) => `${esc(k)} ${n}`).join(', ') || 'none';
  return `<h2 id="false-alarms">PII-free tutoring talk</h2><p>Bridge expert rewrites (${esc(r.split)}), which hold no personal information: ${fa.spans} spans kept in ${fa.messages} messages; ${fa.mathSpans} in ${fa.mathMessages} MATH messages (${fa.perThousandMath.toFixed(1)} per 1,000). By type: ${types}.</p>`;
}

function byCorpusTable(r: EvalResult): string {
  if (!r.byCorpus) return '';
  const f = (x: number) => (100 * x).toFixed(1);
  const rows = Object.entries(r.byCorpus)
    .map(([c, { transcripts, report }]) => {
      const person = report.byType.PERSON?.exact;
      return `<tr><td>${esc(c)}</td><td>${transcripts}</td><td>${f(report.exact.precision)}</td><td>${f(report.exact.recall)}</td><td>${f(report.exact.f1)}</td><td>${person ? f(person.recall) : '-'}</td><td>${report.falsePositivesPer1000MathMessages.toFixed(1)} (${report.mathMessages})</td></tr>`;
    })
    .join('');
  return `<h2 id="by-corpus">By corpus</h2><p>${esc(r.systems[0]?.name ?? '')}, exact match. Bridge and NCTE are real tutoring talk (with injected disclosure turns); Presidio is synthetic sentences from shared templates.</p>
<table><tr><th>corpus</th><th>transcripts</th><th>P</th><th>R</th><th>F1</th><th>PERSON R</th><th>FP / 1k MATH msgs (MATH msgs)</th></tr>${rows}</table>`;
}

function unlistedParagraph(r: EvalResult): string {
  const u = r.unlisted;
  if (!u) return '';
  return `<h2 id="unlisted">Names no list holds</h2><p>${u.names} Bridge and NCTE gold names swapped for real first names outside the gazetteer: PERSON recall ${(100 * u.recall).toFixed(1)} (exact), ${(100 * u.recallOverlap).toFixed(1)} (overlap). The benchmark's own names come from the gazetteer's sources; this is what the cues alone find.</p>`;
}
