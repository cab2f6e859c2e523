// The 'Download PDF Report' of the dashboard: a real PDF built in the browser from the same common functions the
// screen renders, so the report and the screen cannot disagree.
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import type { GuardianScores } from '@common/assessments/scoring';
import { formatDisplayDateOrNA } from '@common/dates';
import type { GuardianId } from '@common/guardians';
import { findGuardian, GUARDIANS } from '@common/guardians';
import type { VitaminDMetrics } from '@common/vitamin-d';
import {
  ABOVE_RANGE_NOTE,
  isAboveRange,
  metricBadge,
  overallReading,
  QUESTIONNAIRE_SCORE_CAVEAT,
  VITAMIN_D_DASHBOARD_NOTE,
  VITAMIN_D_SUB_METRICS,
  vitaminDRecommendations,
  weakGuardiansNote,
} from '@common/vitamin-d';
import { metricWording } from '../components/metric-wording';

export interface VitaminDReportInput {
  assessedAt: string;
  scores: GuardianScores;
  primaryGuardian: GuardianId;
  secondaryGuardian: GuardianId;
  metrics: VitaminDMetrics;
}

const PAGE = { width: 595, height: 842, margin: 50 };

/** One line of the report before wrapping: its text, size, weight and the space after it. */
export interface ReportLine {
  text: string;
  size?: number;
  isBold?: boolean;
  gap?: number;
}

/**
 * What the report says, in order: the same header, caveats, labels and recommendations as the screen (issue 39: the
 * "not a blood test" caution and "above range" travel with the numbers).
 */
export function vitaminDReportLines(input: VitaminDReportInput, madeAt: Date = new Date()): ReportLine[] {
  const lines: ReportLine[] = [];
  const guardianName = (id: GuardianId) => findGuardian(id)?.personaName ?? id;
  const reading = overallReading(input.metrics, input.scores);
  const weakNote = weakGuardiansNote(reading, input.scores);
  lines.push({ text: 'Vitamin D Quantum Network Analysis', size: 20, isBold: true, gap: 6 });
  lines.push({ text: `Assessment of ${formatDisplayDateOrNA(input.assessedAt)} - report made ${formatDisplayDateOrNA(madeAt)}`, gap: 10 });
  lines.push({ text: QUESTIONNAIRE_SCORE_CAVEAT, isBold: true });
  lines.push({ text: `Overall score: ${input.metrics.overallScore} - ${reading.label}`, size: 14, isBold: true, gap: weakNote ? 0 : 4 });
  if (weakNote) lines.push({ text: weakNote, gap: 4 });
  lines.push({ text: VITAMIN_D_DASHBOARD_NOTE, gap: 10 });

  lines.push({ text: 'Guardian scores', size: 14, isBold: true, gap: 2 });
  lines.push({ text: `Primary guardian: ${guardianName(input.primaryGuardian)}; secondary guardian: ${guardianName(input.secondaryGuardian)}` });
  GUARDIANS.forEach((guardian, index) =>
    lines.push({ text: `${guardian.personaName}: ${input.scores[guardian.id]}`, gap: index === GUARDIANS.length - 1 ? 10 : 0 }),
  );

  lines.push({ text: 'Metrics', size: 14, isBold: true, gap: 2 });
  for (const metric of VITAMIN_D_SUB_METRICS) {
    const value = input.metrics[metric.key];
    const range = isAboveRange(value) ? `, ${ABOVE_RANGE_NOTE}` : '';
    lines.push({ text: `${metric.label}: ${value} (${metricBadge(value)}${range})`, isBold: true });
    lines.push({ text: metricWording(metric.key, value), gap: 4 });
  }
  lines[lines.length - 1]!.gap = 10;

  lines.push({ text: 'Recommendations', size: 14, isBold: true, gap: 2 });
  for (const recommendation of vitaminDRecommendations(input.metrics, input.primaryGuardian)) {
    lines.push({ text: `Phase ${recommendation.phase} (${recommendation.timeframe}): ${recommendation.title}`, isBold: true });
    lines.push({ text: recommendation.text, gap: 4 });
  }
  return lines;
}

/** Standard fonts cover WinAnsi only: keep the text printable whatever a wording contains (an en dash becomes '-'). */
export function printable(text: string): string {
  return text.replace(/[^\x20-\x7E]/g, '-');
}

export async function buildVitaminDReport(input: VitaminDReportInput): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle('Vitamin D Quantum Network Analysis');
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let page = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;
  const maxWidth = PAGE.width - 2 * PAGE.margin;

  for (const { text, size = 11, isBold = false, gap = 0 } of vitaminDReportLines(input)) {
    const face = isBold ? bold : font;
    for (const wrapped of wrap(printable(text), face.widthOfTextAtSize.bind(face), size, maxWidth)) {
      if (y < PAGE.margin + size) {
        page = pdf.addPage([PAGE.width, PAGE.height]);
        y = PAGE.height - PAGE.margin;
      }
      page.drawText(wrapped, { x: PAGE.margin, y, size, font: face, color: rgb(0.1, 0.1, 0.15) });
      y -= size + 4;
    }
    y -= gap;
  }
  return pdf.save();
}

function wrap(text: string, widthOf: (text: string, size: number) => number, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(' ')) {
    const candidate = current === '' ? word : `${current} ${word}`;
    if (widthOf(candidate, size) > maxWidth && current !== '') {
      lines.push(current);
      current = word;
    } else {
      current = candidate;
    }
  }
  lines.push(current);
  return lines;
}

/** Hands the PDF to the browser as a download. */
export function downloadPdf(bytes: Uint8Array, fileName: string): void {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'application/pdf' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the blob after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
