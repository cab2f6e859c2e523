import type { Kysely } from 'kysely';
import { isWithinReminderWindow, minutesUntilStart, REMINDER_WINDOW_MS, reminderBody, reminderRoute, reminderTitle } from '@common/consultation-reminders';
import type { ReminderSide } from '@common/consultation-reminders';
import type { ConsultationReminder } from '@common/contracts/consultation-reminders';
import { EXPERT_PROFESSIONS } from '@common/contracts/experts';
import type { ExpertProfession } from '@common/contracts/experts';
import type { Database } from '../../db/schema';
import { accountNamesByIds } from '../accounts/accounts.exports';
import { upcomingConsultationsOf } from '../experts/experts.exports';
import type { UpcomingConsultation } from '../experts/experts.exports';

function professionOf(row: UpcomingConsultation): ExpertProfession {
  if (!(EXPERT_PROFESSIONS as readonly string[]).includes(row.expert_profession)) {
    throw new Error(`Consultation ${row.id} names an expert with the unknown profession ${row.expert_profession}`);
  }
  return row.expert_profession as ExpertProfession;
}

/** The server's clock decides what is due: a client's clock could be wrong or set on purpose. */
export interface RemindersDependencies {
  db: Kysely<Database>;
  now?: () => Date;
}

export class RemindersService {
  readonly #db: Kysely<Database>;
  readonly #now: () => Date;

  constructor(deps: RemindersDependencies) {
    this.#db = deps.db;
    this.#now = deps.now ?? (() => new Date());
  }

  async dueFor(userId: string): Promise<ConsultationReminder[]> {
    const now = this.#now();
    const until = new Date(now.getTime() + REMINDER_WINDOW_MS);
    const rows = await upcomingConsultationsOf(this.#db, userId, now.toISOString(), until.toISOString());
    const customers = await accountNamesByIds(this.#db, [...new Set(rows.map((row) => row.customer_user_id))]);
    return rows.flatMap((row) => {
      const startsAt = new Date(row.starts_at);
      if (!isWithinReminderWindow(startsAt, now)) return [];
      // Booking oneself is refused, so exactly one side matches; the customer side wins if data says otherwise.
      const side: ReminderSide = row.customer_user_id === userId ? 'customer' : 'expert';
      const wording = {
        side,
        otherName: side === 'customer' ? row.expert_name : (customers.get(row.customer_user_id)?.displayName ?? ''),
        startsAt,
        sessionMinutes: row.session_minutes,
        now,
      };
      return [
        {
          bookingId: row.id,
          startsAt: startsAt.toISOString(),
          minutesUntilStart: minutesUntilStart(startsAt, now),
          side,
          title: reminderTitle(wording),
          body: reminderBody(wording),
          route: reminderRoute(side, professionOf(row)),
        },
      ];
    });
  }
}
