import type { PcBuild } from '@shop/domain';
import Modal from 'react-bootstrap/Modal';
import { BuildTabs } from '../../../components/pc-build/build-tabs';

/** The "PC Specification" dialog: the summary's three tabs, full screen on phones. */
export function SpecDialog({
  build,
  show,
  onHide,
}: {
  build: PcBuild;
  show: boolean;
  onHide: () => void;
}) {
  return (
    <Modal
      show={show}
      onHide={onHide}
      size="lg"
      fullscreen="sm-down"
      centered
      scrollable
      aria-labelledby="spec-dialog-title"
      className="spec-dialog"
    >
      <Modal.Header closeButton closeVariant="white">
        <Modal.Title id="spec-dialog-title">PC Specification</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <BuildTabs build={build} id="spec-dialog-tabs" />
      </Modal.Body>
    </Modal>
  );
}
