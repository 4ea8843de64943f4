// Ideas generator home (/ideas-generator): title, what the area is for, and the shared coming-soon state until its features land.
import { AreaHome } from '@cadence/shared-lib/antd';
import ideas from '../module';

export default function IdeasHome() {
  return <AreaHome mod={ideas} />;
}
