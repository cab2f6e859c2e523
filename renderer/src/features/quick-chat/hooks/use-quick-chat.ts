// The quick-chat flow of spec 4: who is answering, whether the panel shows, the conversation, and what each
// button does. Signed in, the conversation is restored from the server and tracked; signed out it lives in the page.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { CHAT_GUARDIANS } from '@common/chat-guardians';
import { FIRST_ORDER_PROMO } from '@common/commerce';
import type { ChatGuardian } from '@common/chat-guardians';
import type { GuardianId } from '@common/guardians';
import { errorSentence } from '../../../api/error-texts';
import { useApiClient } from '../../../api/use-api';
import { useSession } from '../../../identity/session-context';
import { offerPromoCode } from '../../../domain/cart/offered-promo';
import { askGuardian, fetchChatHistory, fetchQuickRecommendations, trackChatInteraction, trackProductClick } from '../api/quick-chat-api';
import type { QuickChatAction, QuickChatMessage, QuickChatProduct } from '../lib/chat-conversation';
import {
  actionPath,
  chatHistoryOf,
  chatMessage,
  greetingMessage,
  guardianReplyMessage,
  introductionMessage,
  newRecommendations,
  productDestination,
  shouldRecommendAfter,
  specialOfferMessage,
  withRestoredHistory,
} from '../lib/chat-conversation';
import { markQuickChatVisited } from './use-quick-chat-timers';
import { usePlatform } from '../../../platform/platform-context';

export type PanelState = 'closed' | 'open' | 'minimised';

export const REPLY_FAILED_TEXT = 'The guardian could not answer just now. Please try again.';
export const RECOMMENDATIONS_INTRO = `Products that may help you, with ${FIRST_ORDER_PROMO.percentOff}% off:`;

function lastGuardianSpoken(messages: readonly QuickChatMessage[]): GuardianId | undefined {
  return messages.findLast((message) => message.sender === 'guardian')?.guardianId;
}

export interface QuickChat {
  guardian: ChatGuardian;
  panel: PanelState;
  messages: QuickChatMessage[];
  pending: boolean;
  showNextGuardian: () => void;
  open: () => void;
  minimise: () => void;
  close: () => void;
  switchGuardian: (id: GuardianId) => void;
  /** False when nothing was sent: empty or whitespace text, or a reply still pending. */
  send: (text: string) => boolean;
  chooseProduct: (product: QuickChatProduct) => void;
  runAction: (action: QuickChatAction['action']) => void;
  /** Opens a storefront screen a safety action points to (Book an expert → /find-expert). */
  openPath: (path: string) => void;
}

export function useQuickChat(): QuickChat {
  const { user } = useSession();
  const api = useApiClient();
  const { storage } = usePlatform();
  const navigate = useNavigate();
  const [guardianIndex, setGuardianIndex] = useState(0);
  const [panel, setPanel] = useState<PanelState>('closed');
  const [messages, setMessages] = useState<QuickChatMessage[]>([]);
  const [pending, setPending] = useState(false);
  // Each guardian's stored conversation is fetched once per page: afterwards this page holds it.
  const restoredGuardians = useRef(new Set<GuardianId>());
  const guardian = CHAT_GUARDIANS[guardianIndex] ?? CHAT_GUARDIANS[0]!;

  const restoreHistory = useCallback(
    (guardianId: GuardianId) => {
      if (!user || restoredGuardians.current.has(guardianId)) return;
      restoredGuardians.current.add(guardianId);
      fetchChatHistory(api, user.uid, guardianId)
        .then(({ messages: stored }) => setMessages((current) => withRestoredHistory(current, stored)))
        // The conversation works without its past; the next opening tries again.
        .catch(() => restoredGuardians.current.delete(guardianId));
    },
    [api, user],
  );

  // Restored whenever the panel shows a guardian to a signed-in user, including one who signs in with it open.
  useEffect(() => {
    if (panel !== 'closed') restoreHistory(guardian.id);
  }, [panel, guardian.id, restoreHistory]);

  const showNextGuardian = useCallback(() => setGuardianIndex((index) => (index + 1) % CHAT_GUARDIANS.length), []);

  const open = useCallback(() => {
    markQuickChatVisited();
    setPanel('open');
    setMessages((current) => {
      if (current.length === 0) return [greetingMessage(guardian)];
      return lastGuardianSpoken(current) === guardian.id ? current : [...current, introductionMessage(guardian)];
    });
  }, [guardian]);

  const switchGuardian = useCallback((id: GuardianId) => {
    const index = CHAT_GUARDIANS.findIndex((candidate) => candidate.id === id);
    const chosen = CHAT_GUARDIANS[index];
    if (!chosen) return;
    setGuardianIndex(index);
    setMessages((current) => [...current, introductionMessage(chosen)]);
  }, []);

  const reply = useCallback(
    async (text: string, history: ReturnType<typeof chatHistoryOf>) => {
      const answering = guardian;
      try {
        const answer = await askGuardian(api, {
          message: text,
          guardianId: answering.id,
          userEmail: user?.email ?? null,
          chatHistory: history,
          localHour: new Date().getHours(),
        });
        const replyMessage = guardianReplyMessage(answer, answering.id);
        setMessages((current) => [...current, replyMessage]);
        let hasProducts = replyMessage.products.length > 0;
        if (shouldRecommendAfter(text, answer)) {
          const recommended = await fetchQuickRecommendations(api, answering.id, text, answering.productCategories)
            .then((result) => newRecommendations(answer.products, result.products))
            // Recommendations are a bonus on top of the answer the visitor already has.
            .catch(() => []);
          if (recommended.length > 0) {
            hasProducts = true;
            setMessages((current) => [
              ...current,
              chatMessage('guardian', RECOMMENDATIONS_INTRO, answering.id, { products: recommended, continuesReply: true }),
            ]);
          }
        }
        if (user) trackChatInteraction(api, { userId: user.id, guardianId: answering.id, messageType: 'user_query', hasProducts });
      } catch (error) {
        setMessages((current) => [...current, chatMessage('system', errorSentence(error, REPLY_FAILED_TEXT), answering.id)]);
      } finally {
        setPending(false);
      }
    },
    [api, guardian, user],
  );

  const send = useCallback(
    (text: string) => {
      const trimmed = text.trim();
      if (trimmed === '' || pending) return false;
      // The history is what came before this message: the server reads the new one from `message`.
      const history = chatHistoryOf(messages);
      setMessages((current) => [...current, chatMessage('user', trimmed, guardian.id)]);
      setPending(true);
      void reply(trimmed, history);
      return true;
    },
    [guardian.id, messages, pending, reply],
  );

  const chooseProduct = useCallback(
    (product: QuickChatProduct) => {
      const destination = productDestination(product, guardian.id);
      if (user) {
        trackProductClick(api, {
          userId: user.id,
          productId: product.id,
          source: 'quick_chat',
          guardianId: guardian.id,
          affiliate: destination.kind === 'affiliate',
        });
      }
      if (destination.kind === 'affiliate') window.open(destination.url, '_blank', 'noopener,noreferrer');
      else void navigate(destination.path);
    },
    [api, guardian.id, navigate, user],
  );

  const runAction = useCallback(
    (action: QuickChatAction['action']) => {
      if (action === 'special_offer') {
        // Spec 4: the special offer applies GUARDIAN10; checkout finds it filled in.
        offerPromoCode(storage.local, FIRST_ORDER_PROMO.code);
        setMessages((current) => [...current, specialOfferMessage(guardian.id)]);
      }
      void navigate(actionPath(action, guardian.id));
    },
    [guardian.id, navigate, storage],
  );

  const openPath = useCallback((path: string) => void navigate(path), [navigate]);

  return {
    guardian,
    panel,
    messages,
    pending,
    showNextGuardian,
    open,
    minimise: useCallback(() => setPanel((state) => (state === 'minimised' ? 'open' : 'minimised')), []),
    close: useCallback(() => setPanel('closed'), []),
    switchGuardian,
    send,
    chooseProduct,
    runAction,
    openPath,
  };
}
