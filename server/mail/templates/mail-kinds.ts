// Moved to common/mail-kinds.ts, which the mail preferences' contract shares with the renderer; kept here so the
// templates' imports stay as they are.
export * from '@common/mail-kinds';
