// Guardians issue: the content entry of each guardian (spec 3), healthy habits, stored assessments and the guest
// claims that let a signed-out browser keep its assessments until it signs in.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('guardian_content')
    .addColumn('guardian_id', 'varchar(32)', (column) => column.primaryKey().references('guardians.id').onDelete('cascade'))
    .addColumn('name', 'varchar(100)', (column) => column.notNull())
    .addColumn('full_name', 'varchar(200)', (column) => column.notNull())
    .addColumn('role', 'varchar(200)', (column) => column.notNull())
    .addColumn('subtitle', 'varchar(200)', (column) => column.notNull())
    .addColumn('description', 'text', (column) => column.notNull())
    .addColumn('detailed_description', 'text', (column) => column.notNull())
    .addColumn('ai_entity', 'varchar(300)', (column) => column.notNull())
    .addColumn('science_system', 'varchar(200)', (column) => column.notNull())
    .execute();

  // The lists of a content entry (tags, nutrients, challenges, benefits, tips per level), one row per line, so the
  // chat's knowledge index can read them without parsing JSON.
  await db.schema
    .createTable('guardian_content_items')
    .addColumn('guardian_id', 'varchar(32)', (column) => column.notNull().references('guardians.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(32)', (column) => column.notNull())
    .addColumn('position', 'integer', (column) => column.notNull())
    .addColumn('text', 'varchar(1000)', (column) => column.notNull())
    .addPrimaryKeyConstraint('guardian_content_items_pk', ['guardian_id', 'kind', 'position'])
    .execute();

  await db.schema
    .createTable('healthy_habits')
    .addColumn('id', 'varchar(64)', (column) => column.primaryKey())
    .addColumn('guardian_id', 'varchar(32)', (column) => column.notNull().references('guardians.id').onDelete('cascade'))
    .addColumn('position', 'integer', (column) => column.notNull())
    .addColumn('title', 'varchar(200)', (column) => column.notNull())
    .addColumn('description', 'varchar(2000)', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('healthy_habits_guardian_idx').on('healthy_habits').columns(['guardian_id', 'position']).execute();

  await db.schema
    .createTable('assessment_claims')
    .addColumn('id', 'varchar(64)', (column) => column.primaryKey())
    .addColumn('temp_email', 'varchar(254)', (column) => column.notNull().unique())
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('expires_at', 'varchar(32)', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('assessment_claims_expires_idx').on('assessment_claims').column('expires_at').execute();

  await db.schema
    .createTable('assessments')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('user_id', 'varchar(36)', (column) => column.references('users.id').onDelete('cascade'))
    .addColumn('email', 'varchar(254)', (column) => column.notNull())
    .addColumn('type', 'varchar(16)', (column) => column.notNull())
    .addColumn('answers', 'text', (column) => column.notNull())
    .addColumn('score_angio', 'integer', (column) => column.notNull())
    .addColumn('score_regenera', 'integer', (column) => column.notNull())
    .addColumn('score_genomica', 'integer', (column) => column.notNull())
    .addColumn('score_biome', 'integer', (column) => column.notNull())
    .addColumn('score_immuno', 'integer', (column) => column.notNull())
    .addColumn('primary_guardian', 'varchar(32)', (column) => column.notNull())
    .addColumn('secondary_guardian', 'varchar(32)', (column) => column.notNull())
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('assessments_user_created_idx').on('assessments').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('assessments_email_created_idx').on('assessments').columns(['email', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['assessments', 'assessment_claims', 'healthy_habits', 'guardian_content_items', 'guardian_content']) {
    await db.schema.dropTable(table).execute();
  }
}
