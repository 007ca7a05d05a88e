import {
  AccountBookOutlined,
  ApartmentOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  BarChartOutlined,
  BookOutlined,
  CalendarOutlined,
  CloudOutlined,
  ClusterOutlined,
  CoffeeOutlined,
  DashboardOutlined,
  DesktopOutlined,
  FileTextOutlined,
  HeartOutlined,
  HomeOutlined,
  IdcardOutlined,
  MedicineBoxOutlined,
  MessageOutlined,
  NotificationOutlined,
  PartitionOutlined,
  PictureOutlined,
  ReadOutlined,
  RiseOutlined,
  SafetyOutlined,
  ScheduleOutlined,
  SettingOutlined,
  ShopOutlined,
  SolutionOutlined,
  TeamOutlined,
  UserOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

/**
 * Menu icons by Ant Design icon name (PageDecl.icon). Only these are bundled: importing the
 * whole icon set would add several hundred kB; a test checks that every declared icon is here.
 */
export const MENU_ICONS: Record<string, ComponentType> = {
  AccountBookOutlined,
  ApartmentOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  BarChartOutlined,
  BookOutlined,
  CalendarOutlined,
  CloudOutlined,
  ClusterOutlined,
  CoffeeOutlined,
  DashboardOutlined,
  DesktopOutlined,
  FileTextOutlined,
  HeartOutlined,
  HomeOutlined,
  IdcardOutlined,
  MedicineBoxOutlined,
  MessageOutlined,
  NotificationOutlined,
  PartitionOutlined,
  PictureOutlined,
  ReadOutlined,
  RiseOutlined,
  SafetyOutlined,
  ScheduleOutlined,
  SettingOutlined,
  ShopOutlined,
  SolutionOutlined,
  TeamOutlined,
  UserOutlined,
  WalletOutlined,
};

export function MenuIcon({ name }: { name?: string }) {
  const Icon = name ? MENU_ICONS[name] : undefined;
  return Icon ? <Icon /> : null;
}
