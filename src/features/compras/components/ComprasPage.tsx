import { ComingSoon } from '../../../components/ComingSoon';

export default function ComprasPage() {
  return <ComingSoon />;
}
