import { ComingSoon } from '../../../components/ComingSoon';

export default function ReportesPage() {
  return <ComingSoon />;
}
