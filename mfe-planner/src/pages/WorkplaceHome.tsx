// Workplace (/workplace for customers, /admin/workplace for admins and staff): the chat with content
// creators lands here with its issue; until then, what the area is for and the coming-soon state.
import { AreaHome } from '@cadence/shared-lib/antd';
import planner from '../module';

export default function WorkplaceHome() {
  return <AreaHome mod={planner} area="workplace." />;
}
