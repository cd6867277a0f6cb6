/** The live support button and dialog; the dialog's overlay code loads only when it is opened. */
import { lazy, Suspense, useState } from 'react';
import { loginTexts } from '@portal/domain';
import { Button } from '@portal/ui';

const LazyDialog = lazy(() => import('./LiveSupportDialog.tsx'));

export function LiveSupportDialog({ isOpen, onOpenChange }: { isOpen: boolean; onOpenChange: (open: boolean) => void }) {
  if (!isOpen) return null;
  return (
    <Suspense fallback={null}>
      <LazyDialog isOpen={isOpen} onOpenChange={onOpenChange} />
    </Suspense>
  );
}

export function LiveChatButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        {loginTexts.liveChat}
      </Button>
      <LiveSupportDialog isOpen={open} onOpenChange={setOpen} />
    </>
  );
}
