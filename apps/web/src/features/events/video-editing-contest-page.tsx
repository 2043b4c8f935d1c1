import { ComingSoon } from '../../components/coming-soon';

export function VideoEditingContestPage() {
  return <ComingSoon title="Video Editing Contest" />;
}
