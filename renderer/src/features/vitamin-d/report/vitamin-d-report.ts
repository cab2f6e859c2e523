// The 'Download PDF Report' of the dashboard: a real PDF built in the browser from the same common functions the
// screen renders, so the report and the screen cannot disagree.
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import type { GuardianScores } from '@common/assessments/scoring';
import { formatDisplayDateOrNA } from '@common/dates';
import type { GuardianId } from '@common/guardians';
import { findGuardian, GUARDIANS } from '@common/guardians';
import type { VitaminDMetrics } from '@common/vitamin-d';
import { overallLabel, SCORE_LEVEL_NAMES, scoreLevel, VITAMIN_D_SUB_METRICS, vitaminDRecommendations } from '@common/vitamin-d';
import { metricWording } from '../components/metric-wording';

export interface VitaminDReportInput {
  assessedAt: string;
  scores: GuardianScores;
  primaryGuardian: GuardianId;
  secondaryGuardian: GuardianId;
  metrics: VitaminDMetrics;
}

const PAGE = { width: 595, height: 842, margin: 50 };

export async function buildVitaminDReport(input: VitaminDReportInput): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle('Vitamin D Quantum Network Analysis');
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let page = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;
  const maxWidth = PAGE.width - 2 * PAGE.margin;

  function line(text: string, options: { size?: number; isBold?: boolean; gap?: number } = {}) {
    const size = options.size ?? 11;
    const face = options.isBold ? bold : font;
    // Standard fonts cover WinAnsi only: keep the text printable whatever a future wording contains.
    const printable = text.replace(/[^\x20-\x7E]/g, '-');
    for (const wrapped of wrap(printable, face.widthOfTextAtSize.bind(face), size, maxWidth)) {
      if (y < PAGE.margin + size) {
        page = pdf.addPage([PAGE.width, PAGE.height]);
        y = PAGE.height - PAGE.margin;
      }
      page.drawText(wrapped, { x: PAGE.margin, y, size, font: face, color: rgb(0.1, 0.1, 0.15) });
      y -= size + 4;
    }
    y -= options.gap ?? 0;
  }

  const guardianName = (id: GuardianId) => findGuardian(id)?.personaName ?? id;
  line('Vitamin D Quantum Network Analysis', { size: 20, isBold: true, gap: 6 });
  line(`Assessment of ${formatDisplayDateOrNA(input.assessedAt)} - report made ${formatDisplayDateOrNA(new Date())}`, { gap: 10 });
  line(`Overall score: ${input.metrics.overallScore} - ${overallLabel(input.metrics.overallScore)}`, { size: 14, isBold: true, gap: 10 });

  line('Guardian scores', { size: 14, isBold: true, gap: 2 });
  line(`Primary guardian: ${guardianName(input.primaryGuardian)}; secondary guardian: ${guardianName(input.secondaryGuardian)}`);
  for (const guardian of GUARDIANS) line(`${guardian.personaName}: ${input.scores[guardian.id]}`);
  y -= 10;

  line('Metrics', { size: 14, isBold: true, gap: 2 });
  for (const metric of VITAMIN_D_SUB_METRICS) {
    const value = input.metrics[metric.key];
    line(`${metric.label}: ${value} (${SCORE_LEVEL_NAMES[scoreLevel(value)]})`, { isBold: true });
    line(metricWording(metric.key, value), { gap: 4 });
  }
  y -= 6;

  line('Recommendations', { size: 14, isBold: true, gap: 2 });
  for (const recommendation of vitaminDRecommendations(input.metrics, input.primaryGuardian)) {
    line(`Phase ${recommendation.phase} (${recommendation.timeframe}): ${recommendation.title}`, { isBold: true });
    line(recommendation.text, { gap: 4 });
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
