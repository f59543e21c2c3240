import { ComingSoon } from '../../../components/ComingSoon';

export default function DistribuidoresPage() {
  return <ComingSoon />;
}
