/**
 * Opening a document's PDF (spec §2 Documents, §3). In a browser the list's link opens it in a new
 * tab itself (target=_blank, rel=noopener), so nothing more is done here. This is the one place the
 * native app bridge (issue 12) hooks in: inside the app it will hand the href to the bridge instead.
 */
export function openDocument(href: string): void {
  // No bridge yet: the link's own new-tab navigation is the opening. Kept as a function so the bridge
  // replaces this body (and DocumentList's link default is prevented) without touching the screen.
  void href;
}
