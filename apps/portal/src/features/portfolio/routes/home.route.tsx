/** /client/home (spec §2 Home): the client's accounts under 'My accounts' and 'My closed accounts'. */
import { HomePage } from '../components/HomePage.tsx';

export const Component = HomePage;
