// Issue 44: paid consultations. An expert says whether they take payment at the visit and what a late cancellation
// costs; a consultation keeps how its fee is paid, the provider's references, what went back and the fee kept.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('experts')
    .addColumn('pay_at_visit', 'integer', (column) => column.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('experts')
    .addColumn('free_cancellation_hours', 'integer', (column) => column.notNull().defaultTo(24))
    .execute();
  await db.schema
    .alterTable('experts')
    .addColumn('late_cancellation_fee_percent', 'integer', (column) => column.notNull().defaultTo(50))
    .execute();
  await db.schema
    .alterTable('consultations')
    .addColumn('payment_method', 'varchar(20)', (column) => column.notNull().defaultTo('pay_at_visit'))
    .execute();
  await db.schema
    .alterTable('consultations')
    .addColumn('payment_status', 'varchar(20)', (column) => column.notNull().defaultTo('at_visit'))
    .execute();
  await db.schema.alterTable('consultations').addColumn('payment_reference', 'varchar(200)').execute();
  await db.schema.alterTable('consultations').addColumn('payment_charge_reference', 'varchar(200)').execute();
  await db.schema.alterTable('consultations').addColumn('paid_at', 'varchar(40)').execute();
  await db.schema
    .alterTable('consultations')
    .addColumn('refunded_amount', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('consultations')
    .addColumn('cancellation_fee', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('consultations_payment_reference').on('consultations').column('payment_reference').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('consultations_payment_reference').execute();
  for (const column of [
    'cancellation_fee',
    'refunded_amount',
    'paid_at',
    'payment_charge_reference',
    'payment_reference',
    'payment_status',
    'payment_method',
  ]) {
    await db.schema.alterTable('consultations').dropColumn(column).execute();
  }
  for (const column of ['late_cancellation_fee_percent', 'free_cancellation_hours', 'pay_at_visit']) {
    await db.schema.alterTable('experts').dropColumn(column).execute();
  }
}
