/** /client/contacts (spec §2 Contacts): the adviser comes with the client resource the shell already loaded. */
import { ContactsPage } from '../components/ContactsPage.tsx';

export const Component = ContactsPage;
