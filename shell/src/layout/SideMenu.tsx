// The collapsible side menu (collapsed by default, spec §9); entries are real links.
import { Menu, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { SHELL_NS } from '../i18n';
import { selectedKeys, type MenuNode } from './build-menu';
import { DashboardIcon, InitialIcon } from './icons';
import { useMenu } from './use-menu';

type Item = Required<MenuProps>['items'][number];

function toItems(nodes: MenuNode[]): Item[] {
  return nodes.map((node): Item => {
    const icon = node.icon ?? (node.key === `${SHELL_NS}:dashboard` ? <DashboardIcon /> : <InitialIcon label={node.label} />);
    if (node.children) return { key: node.key, label: node.label, icon, children: toItems(node.children) };
    return { key: node.key, icon, label: node.path ? <Link to={node.path}>{node.label}</Link> : node.label };
  });
}

export function SideMenu({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation(SHELL_NS);
  const nodes = useMenu();
  const location = useLocation();
  return (
    <div className="cs-sidemenu" data-collapsed={collapsed ? 'true' : 'false'}>
      <nav aria-label={t('mainMenu')}>
        <Menu mode="inline" inlineCollapsed={collapsed} items={toItems(nodes)} selectedKeys={selectedKeys(nodes, location.pathname)} />
      </nav>
    </div>
  );
}
