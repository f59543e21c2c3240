import { ComingSoon } from '../../../components/ComingSoon';

export default function LogsPage() {
  return <ComingSoon />;
}
