import { ComingSoon } from '../../../components/ComingSoon';

export default function RecargasPage() {
  return <ComingSoon />;
}
