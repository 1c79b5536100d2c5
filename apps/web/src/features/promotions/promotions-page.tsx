import { Tabs } from 'antd-mobile';
import { useState } from 'react';
import { PagedList } from '../../shared/paged-list';
import { usePromotionTypes } from './api/promotion-types';
import { usePromotions } from './api/promotions';
import { PromotionCard } from './promotion-card';
import './promotions.css';

/** Cards a phone shows before scrolling. */
const FIRST_SCREEN_CARDS = 2;

/** /discount: the promotions, 全部 or one type, with pull to refresh. */
export default function PromotionsPage() {
  const [type, setType] = useState(0);
  const types = usePromotionTypes();
  const list = usePromotions(type);
  const tabs = [{ id: 0, name: '全部' }, ...(types.data ?? [])];
  return (
    <section aria-label="优惠活动" className="promotions-page">
      <Tabs className="promotions-tabs" activeKey={String(type)} onChange={(key) => setType(Number(key))}>
        {tabs.map((tab) => (
          <Tabs.Tab key={String(tab.id)} title={tab.name} />
        ))}
      </Tabs>
      <PagedList list={list} renderItem={(promotion, index) => <PromotionCard key={promotion.id} promotion={promotion} first={index < FIRST_SCREEN_CARDS} />} />
    </section>
  );
}
