// The contact module's door: what the rest of the server may use of it. Its repositories stay inside.
export { ContactService } from './contact.service';
export { deleteContactMessagesOf } from './contact.repository';
