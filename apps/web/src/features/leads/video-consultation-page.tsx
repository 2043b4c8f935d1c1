import { ComingSoon } from '../../components/coming-soon';

export function VideoConsultationPage() {
  return <ComingSoon title="Video Consultation" />;
}
