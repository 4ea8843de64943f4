import { renderStandalone } from '@cadence/shared-lib/antd';
import remote from './module';

const root = document.getElementById('root');
if (root) renderStandalone(remote, root);
