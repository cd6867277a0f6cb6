/** /client (the client root) shows home. */
import { redirect } from 'react-router-dom';
import { paths } from '../../app/paths.ts';

export function loader() {
  throw redirect(paths.client.home.href());
}
