// Content planners home (/accounts): title, what the area is for, and the shared coming-soon state until its features land.
import { AreaHome } from '@cadence/shared-lib/antd';
import planner from '../module';

export default function PlannersHome() {
  return <AreaHome mod={planner} />;
}
