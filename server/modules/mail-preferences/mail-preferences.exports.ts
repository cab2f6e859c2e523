// The mail-preferences module's door: the MailPreferences port's implementation (app.ts hands it to the modules that
// send mails a customer may turn off), the export's section and the erasure's step. Its table stays inside.
export { MAIL_PREFERENCE_DEFAULTS, MailPreferencesService, mailPreferencesForExport } from './mail-preferences.service';
export { deleteMailPreferencesOf } from './mail-preferences.repository';
