// What's Trending home (/twitter/trends): title, what the area is for, and the shared coming-soon state until its features land.
import { AreaHome } from '@cadence/shared-lib/antd';
import analytics from '../module';

export default function TrendsHome() {
  return <AreaHome mod={analytics} />;
}
