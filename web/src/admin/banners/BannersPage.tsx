import Empty from 'antd/es/empty';

/** Placeholder until this area is built. */
export default function BannersPage() {
  return <Empty description="建设中" />;
}
