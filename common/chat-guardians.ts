// Chat guardians of spec section 3: what the quick-chat widget shows and which catalog categories each may suggest.
import type { GuardianId } from './guardians';
import { GUARDIANS, THEMES } from './guardians';

export interface QuickQuestion {
  text: string;
  emoji: string;
}

export interface ChatGuardian {
  id: GuardianId;
  name: string;
  title: string;
  color: string;
  icon: string;
  quickQuestions: QuickQuestion[];
  productCategories: string[];
}

const CHAT_DETAILS: Record<GuardianId, Pick<ChatGuardian, 'icon' | 'quickQuestions' | 'productCategories'>> = {
  angio: {
    icon: '❤️',
    quickQuestions: [
      { text: 'How can I improve my circulation?', emoji: '🩸' },
      { text: 'Which foods support heart health?', emoji: '🥗' },
      { text: 'Why are my hands and feet often cold?', emoji: '🧤' },
    ],
    productCategories: ['cardiovascular', 'circulation', 'heart-health'],
  },
  regenera: {
    icon: '🌿',
    quickQuestions: [
      { text: 'How do antioxidants slow ageing?', emoji: '✨' },
      { text: 'What helps my cells repair?', emoji: '🧬' },
      { text: 'How does sleep affect renewal?', emoji: '🌙' },
    ],
    productCategories: ['anti-aging', 'cellular-health', 'antioxidants'],
  },
  biome: {
    icon: '🦠',
    quickQuestions: [
      { text: 'How do I improve my gut health?', emoji: '🥦' },
      { text: 'Do I need a probiotic?', emoji: '💊' },
      { text: 'Why do I feel bloated after meals?', emoji: '🎈' },
    ],
    productCategories: ['digestive', 'probiotics', 'gut-health'],
  },
  genomica: {
    icon: '🧠',
    quickQuestions: [
      { text: 'How can I improve my focus?', emoji: '🎯' },
      { text: 'What supports memory?', emoji: '📚' },
      { text: 'Are nootropics safe?', emoji: '🔬' },
    ],
    productCategories: ['cognitive', 'brain-health', 'nootropics'],
  },
  immuno: {
    icon: '🛡️',
    quickQuestions: [
      { text: 'How do I boost my immunity?', emoji: '💪' },
      { text: 'How much vitamin D do I need?', emoji: '☀️' },
      { text: 'Why do I catch colds so often?', emoji: '🤧' },
    ],
    productCategories: ['immunity', 'vitamins', 'wellness'],
  },
};

export const CHAT_GUARDIANS: readonly ChatGuardian[] = GUARDIANS.map((guardian) => ({
  id: guardian.id,
  name: guardian.personaName,
  title: guardian.title,
  color: THEMES[guardian.theme].hex,
  ...CHAT_DETAILS[guardian.id],
}));

export function chatGuardian(id: GuardianId): ChatGuardian {
  const found = CHAT_GUARDIANS.find((guardian) => guardian.id === id);
  if (!found) throw new Error(`No chat guardian ${id}`);
  return found;
}

export const PRODUCT_CATEGORIES: readonly string[] = CHAT_GUARDIANS.flatMap((guardian) => guardian.productCategories);
