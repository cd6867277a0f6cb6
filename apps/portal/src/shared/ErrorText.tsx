/** Renders a catalogue message whose link label occurs in its text as an inline link (else after it). */
import type { ErrorMessage } from '@portal/domain';
import { NativeLink } from '@portal/ui/NativeLink';

export function ErrorText({ message }: { message: Pick<ErrorMessage, 'text' | 'link'> }) {
  const { text, link } = message;
  if (!link) return <>{text}</>;
  const external = /^https?:/.test(link.href);
  const anchor = (
    <NativeLink href={link.href} target={external ? '_blank' : undefined}>
      {link.label}
    </NativeLink>
  );
  const at = text.indexOf(link.label);
  if (at < 0)
    return (
      <>
        {text} {anchor}
      </>
    );
  return (
    <>
      {text.slice(0, at)}
      {anchor}
      {text.slice(at + link.label.length)}
    </>
  );
}
