// How hard a new password is to guess, estimated by zxcvbn-ts against its lists of common passwords, words, names
// and keyboard patterns (OWASP ASVS 2.1.7). Server only: the dictionaries are megabytes no web bundle should carry.
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

/** Only this many characters are estimated: longer ones cost seconds of CPU, and their rest adds no weakness. */
const ESTIMATED_CHARACTERS = 64;
/** zxcvbn's default of 100 l33t substitutions makes a symbol-heavy password cost seconds; 10 catch p@ssw0rd. */
const L33T_MAX_SUBSTITUTIONS = 10;

export interface PasswordStrength {
  /** 0 (guessed within a thousand tries) to 4 (beyond ten billion). */
  score: number;
  /** Why it is weak, in English ("This is a heavily used password."); null when nothing stands out. */
  warning: string | null;
}

let estimator: Promise<ZxcvbnFactory> | undefined;

// Loaded on first use, so a server that registers nobody never parses the dictionaries.
function loadEstimator(): Promise<ZxcvbnFactory> {
  estimator ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common'), import('@zxcvbn-ts/language-en')]).then(
    ([core, common, english]) =>
      new core.ZxcvbnFactory({
        dictionary: { ...common.dictionary, ...english.dictionary },
        graphs: common.adjacencyGraphs,
        translations: english.translations,
        maxLength: ESTIMATED_CHARACTERS,
        l33tMaxSubstitutions: L33T_MAX_SUBSTITUTIONS,
      }),
  );
  return estimator;
}

/** `personal` are words that must not carry a password: the email, its name part, the display name, the store's name. */
export async function estimatePasswordStrength(password: string, personal: readonly string[]): Promise<PasswordStrength> {
  const zxcvbn = await loadEstimator();
  // Each text whole, without its separators (kavyasharma), and word by word.
  const words = personal.flatMap((text) => {
    const lower = text.toLowerCase();
    return [lower, lower.replace(/[^\p{L}\p{N}]+/gu, ''), ...lower.split(/[^\p{L}\p{N}]+/u)];
  });
  const result = zxcvbn.check(
    password,
    [...new Set([...words, 'guardians', 'guardian'])].filter((word) => word.length >= 3),
  );
  return { score: result.score, warning: result.feedback.warning };
}
