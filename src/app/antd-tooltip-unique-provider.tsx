// Stands in for antd's `tooltip/UniqueProvider` where antd's ConfigProvider imports it (see
// scripts/lib/antd-stand-ins.ts). ConfigProvider renders it only when its
// `tooltip.unique` option is set, which this site never sets; importing it brought
// @rc-component/trigger and its motion and portal code into the chunk every antd screen loads.
import type { ReactNode } from 'react';

export default function UniqueProvider(_props: { children?: ReactNode }): ReactNode {
  throw new Error("ConfigProvider's tooltip.unique needs antd's UniqueProvider: see vite.config.ts");
}
