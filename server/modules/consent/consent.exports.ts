// The consent module's door: what the rest of the server may use of it. Its repositories stay inside.
export { ConsentService } from './consent.service';
export { anonymiseConsentRecordsOf } from './consent.repository';
