import type { PcBuild } from '@shop/domain';
import type { ReactNode } from 'react';
import Modal from 'react-bootstrap/Modal';
import { BuildTabs } from './build-tabs';

/** A build's specification in a dialog: the configurator's three tabs (PC Info). */
export function PcSpecDialog({
  build,
  title,
  intro,
  show,
  onHide,
  id,
}: {
  build: PcBuild | null;
  title: string;
  intro?: ReactNode;
  show: boolean;
  onHide: () => void;
  /** Unique on the page: names the dialog's title and tabs. */
  id: string;
}) {
  return (
    <Modal
      show={show && build !== null}
      onHide={onHide}
      size="lg"
      fullscreen="sm-down"
      centered
      scrollable
      aria-labelledby={`${id}-title`}
      className="spec-dialog"
    >
      <Modal.Header closeButton closeVariant="white">
        <Modal.Title id={`${id}-title`}>{title}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {intro}
        {build && <BuildTabs build={build} id={`${id}-tabs`} />}
      </Modal.Body>
    </Modal>
  );
}
