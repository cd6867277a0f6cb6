/** The live support dialog (spec §1 Support): the support phone, e-mail and hours. Loaded on demand. */
import { navigationTexts, SUPPORT } from '@portal/domain';
import { Modal } from '@portal/ui';

export default function LiveSupportDialog({ isOpen, onOpenChange }: { isOpen: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Modal title={navigationTexts.sideMenu.liveSupport} isOpen={isOpen} onOpenChange={onOpenChange}>
      <p>Our support team is available {SUPPORT.hours}.</p>
      <p>
        Phone: <a href={`tel:${SUPPORT.phone.replace(/\s/g, '')}`}>{SUPPORT.phone}</a>
      </p>
      <p>
        E-mail: <a href={`mailto:${SUPPORT.email}`}>{SUPPORT.email}</a>
      </p>
    </Modal>
  );
}
