// The collapsible side menu (collapsed by default, spec §9); entries are real links.
import { Menu, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { SHELL_NS } from '../i18n';
import { selectedKeys, type MenuNode } from './build-menu';
import { DashboardIcon, InitialIcon, LockIcon } from './icons';
import { useMenu } from './use-menu';

type Item = Required<MenuProps>['items'][number];

type LockedLabel = (name: string) => string;

function entryLabel(node: MenuNode, lockedLabel: LockedLabel) {
  if (!node.path) return node.label;
  if (!node.locked) return <Link to={node.path}>{node.label}</Link>;
  // Still a link: its page is the upgrade prompt. The name says so; the lock shows it.
  return (
    <Link to={node.path} aria-label={lockedLabel(node.label)} data-locked="true">
      {node.label} <LockIcon className="cs-menu-lock" />
    </Link>
  );
}

function toItems(nodes: MenuNode[], lockedLabel: LockedLabel): Item[] {
  return nodes.map((node): Item => {
    const icon = node.icon ?? (node.key === `${SHELL_NS}:dashboard` ? <DashboardIcon /> : <InitialIcon label={node.label} />);
    if (node.children) return { key: node.key, label: node.label, icon, children: toItems(node.children, lockedLabel) };
    return { key: node.key, icon, label: entryLabel(node, lockedLabel) };
  });
}

export function SideMenu({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation(SHELL_NS);
  const lockedLabel: LockedLabel = (name) => t('upgrade.locked', { ns: 'common', name });
  const nodes = useMenu();
  const location = useLocation();
  return (
    <div className="cs-sidemenu" data-collapsed={collapsed ? 'true' : 'false'}>
      <nav aria-label={t('mainMenu')}>
        <Menu mode="inline" inlineCollapsed={collapsed} items={toItems(nodes, lockedLabel)} selectedKeys={selectedKeys(nodes, location.pathname)} />
      </nav>
    </div>
  );
}
