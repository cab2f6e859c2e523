// A signed-in customer's stored conversation with the guardians, their own only.
import type { Kysely } from 'kysely';
import { chatOfferPrice } from '@common/commerce';
import type { AccountUser } from '@common/contracts/accounts';
import { CHAT_HISTORY_PAGE, ChatProductCard } from '@common/contracts/chat';
import type { ChatHistoryResponse, StoredChatMessage } from '@common/contracts/chat';
import { isGuardianId } from '@common/guardians';
import type { GuardianId } from '@common/guardians';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { listRecentChatMessages } from './chat.repository';
import type { ChatMessageRow } from './chat.repository';

/** Cards stored before they carried the chat offer get it from the price they were stored with. */
const StoredChatProductCard = ChatProductCard.extend({ chatOfferPrice: ChatProductCard.shape.chatOfferPrice.optional() });

function productsOf(row: ChatMessageRow): ChatProductCard[] {
  const parsed = StoredChatProductCard.array().safeParse(JSON.parse(row.products));
  return parsed.success ? parsed.data.map((card) => ({ ...card, chatOfferPrice: card.chatOfferPrice ?? chatOfferPrice(card.price) })) : [];
}

/** The latest page of the account's messages, oldest first; 403 for another account's uid. */
export async function chatHistoryOf(
  db: Kysely<Database>,
  user: AccountUser,
  userUid: string,
  guardianId: GuardianId | undefined,
): Promise<ChatHistoryResponse> {
  if (userUid !== user.uid && userUid !== user.id) {
    throw new AppError(403, 'HISTORY_OF_ANOTHER_USER', 'You can only read your own chat history; sign in with that account to see it.');
  }
  const rows = await listRecentChatMessages(db, user.id, guardianId, CHAT_HISTORY_PAGE);
  const messages = rows.flatMap((row): StoredChatMessage[] =>
    isGuardianId(row.guardian_id) && (row.sender === 'user' || row.sender === 'guardian')
      ? [{ id: row.id, sender: row.sender, text: row.text, guardianId: row.guardian_id, timestamp: row.created_at, products: productsOf(row) }]
      : [],
  );
  return { messages };
}
