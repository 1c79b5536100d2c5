import { MenuFoldOutlined, MenuOutlined, MenuUnfoldOutlined, SafetyCertificateFilled } from '@ant-design/icons';
import { Breadcrumb, Button, Drawer, Grid, Layout, Menu, theme, Typography, type BreadcrumbProps, type MenuProps } from 'antd';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';

interface ConsoleFrameProps {
  /** The side menu's entries (navMenuItems) and the one of the screen shown. */
  menu: MenuItems;
  selected: string;
  /** The breadcrumb of the screen shown (navTrail); a phone has no room for it (the screen's title says where it is). */
  trail: NonNullable<BreadcrumbProps['items']>;
  /** The header's right side: the operator's menu. */
  actions: ReactNode;
  /** Above the screen, under the header: the maintenance banner. */
  banner: ReactNode;
  children: ReactNode;
}

const SIDER_WIDTH = 208;
const HEADER_HEIGHT = 56;

type MenuItems = NonNullable<MenuProps['items']>;

/** Collapsed to its icons, the menu has no room for the groups' titles: a line between groups instead. */
function iconsOnly(menu: MenuItems): MenuItems {
  return menu.flatMap((item, index) => {
    if (item?.type !== 'group') return [item];
    return [...(index === 0 ? [] : [{ type: 'divider' as const, key: `divider:${String(item.key)}` }]), ...(item.children ?? [])];
  });
}

/** The console's name at the top of the menu: the icon alone when the menu is collapsed. */
function Brand({ collapsed }: { collapsed: boolean }) {
  const { token } = theme.useToken();
  return (
    <div style={{ height: HEADER_HEIGHT, display: 'flex', alignItems: 'center', justifyContent: collapsed ? 'center' : 'flex-start', gap: 8, padding: collapsed ? 0 : '0 20px', whiteSpace: 'nowrap' }}>
      <SafetyCertificateFilled aria-hidden style={{ fontSize: 22, color: token.colorPrimary }} />
      {!collapsed && (
        <Typography.Text strong style={{ fontSize: 16 }}>
          运营后台
        </Typography.Text>
      )}
    </div>
  );
}

/**
 * The frame of every signed-in screen, as antd's ProLayout draws one: a side menu in groups with icons that
 * collapses to its icons (by the header's button, and by itself below antd's lg breakpoint, 992 px), a header
 * with the breadcrumb and the operator's menu, and the screen under it. On a phone (below md, 768 px) the menu
 * is a drawer opened from the header. Only the screen's own tables scroll sideways, never the page.
 */
export function ConsoleFrame({ menu, selected, trail, actions, banner, children }: ConsoleFrameProps) {
  const { token } = theme.useToken();
  const screens = Grid.useBreakpoint();
  // Before the first measure every breakpoint is unknown: the desk's frame, which is most operators'.
  const phone = screens.md === false;
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const navigate = useNavigate();
  const open: MenuProps['onClick'] = ({ key }) => {
    setDrawerOpen(false);
    void navigate(`/${key}`);
  };
  const border = `1px solid ${token.colorBorderSecondary}`;

  return (
    <Layout hasSider={!phone} style={{ minHeight: '100vh' }}>
      {!phone && (
        <Layout.Sider
          width={SIDER_WIDTH}
          collapsedWidth={64}
          theme="light"
          collapsible
          trigger={null}
          breakpoint="lg"
          collapsed={collapsed}
          onBreakpoint={setCollapsed}
          style={{ position: 'sticky', top: 0, height: '100vh', borderInlineEnd: border }}
        >
          <Brand collapsed={collapsed} />
          {/* The menu scrolls under the name when it is taller than the window. */}
          <div style={{ height: `calc(100vh - ${String(HEADER_HEIGHT)}px)`, overflowY: 'auto', overflowX: 'hidden' }}>
            <Menu mode="inline" selectedKeys={[selected]} items={collapsed ? iconsOnly(menu) : menu} onClick={open} style={{ borderInlineEnd: 'none' }} />
          </div>
        </Layout.Sider>
      )}
      {phone && (
        <Drawer title="运营后台" placement="left" size={256} open={drawerOpen} onClose={() => setDrawerOpen(false)} destroyOnHidden styles={{ body: { padding: 0 } }}>
          <Menu mode="inline" selectedKeys={[selected]} items={menu} onClick={open} style={{ borderInlineEnd: 'none' }} />
        </Drawer>
      )}
      {/* minWidth 0: a flex item grows to its widest table otherwise, and the page with it. */}
      <Layout style={{ minWidth: 0 }}>
        <Layout.Header
          style={{
            position: 'sticky',
            top: 0,
            zIndex: 10,
            height: HEADER_HEIGHT,
            lineHeight: `${String(HEADER_HEIGHT)}px`,
            padding: phone ? '0 8px' : '0 16px 0 8px',
            background: token.colorBgContainer,
            borderBottom: border,
            display: 'flex',
            alignItems: 'center',
            gap: 8,
          }}
        >
          {phone ? (
            <Button type="text" icon={<MenuOutlined aria-hidden />} aria-label="打开菜单" onClick={() => setDrawerOpen(true)} />
          ) : (
            <Button type="text" icon={collapsed ? <MenuUnfoldOutlined aria-hidden /> : <MenuFoldOutlined aria-hidden />} aria-label={collapsed ? '展开菜单' : '收起菜单'} onClick={() => setCollapsed(!collapsed)} />
          )}
          <div style={{ flex: 1, minWidth: 0, overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' }}>
            {!phone && <Breadcrumb aria-label="当前位置" items={trail} />}
          </div>
          {actions}
        </Layout.Header>
        {banner}
        <Layout.Content style={{ padding: phone ? 12 : 24, minWidth: 0 }}>{children}</Layout.Content>
      </Layout>
    </Layout>
  );
}
