import type { PcBuild } from '@shop/domain';
import Modal from 'react-bootstrap/Modal';
import { BuildTabs } from '../../../components/pc-build/build-tabs';

/** PC Info: the ordered build's specification, the configurator's three tabs. */
export function PcInfoDialog({
  build,
  show,
  onHide,
}: {
  build: PcBuild | null;
  show: boolean;
  onHide: () => void;
}) {
  return (
    <Modal
      show={show && build !== null}
      onHide={onHide}
      size="lg"
      fullscreen="sm-down"
      centered
      scrollable
      aria-labelledby="pc-info-title"
      className="spec-dialog"
    >
      <Modal.Header closeButton closeVariant="white">
        <Modal.Title id="pc-info-title">PC Specification</Modal.Title>
      </Modal.Header>
      <Modal.Body>{build && <BuildTabs build={build} id="pc-info-tabs" />}</Modal.Body>
    </Modal>
  );
}
