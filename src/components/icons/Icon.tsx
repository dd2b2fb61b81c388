import {
  AppWindow, Award, Briefcase, Building2, Calculator, ChartBar, ChartLine, CircleCheck, Clapperboard,
  ClipboardList, Clock, Code, Compass, Cpu, Eye, Feather, FileText, FolderKanban, Gauge, Globe, Handshake,
  HeartHandshake, House, Image, Layers, LayoutDashboard, Lightbulb, Mail, MapPin, Megaphone, MessageCircle,
  MessagesSquare, MonitorSmartphone, Newspaper, Package, Palette, PenLine, PenTool, Phone, Receipt, Rocket,
  Search, Settings, Share2, ShieldCheck, ShoppingCart, Smartphone, Sparkles, Star, Store, Target, ThumbsUp,
  TrendingUp, Truck, UserCog, Users, Video, Wallet, Wrench, Zap, type LucideIcon,
} from "lucide-react";
import type { Icon as IconName } from "../../generated/schema.ts";

// Every name the schema allows has a component: a new name in schema/defs.schema.json fails tsc here.
const ICONS = {
  "app-window": AppWindow, award: Award, "bar-chart": ChartBar, briefcase: Briefcase, building: Building2,
  calculator: Calculator, "check-circle": CircleCheck, clapperboard: Clapperboard, "clipboard-list": ClipboardList,
  clock: Clock, code: Code, compass: Compass, cpu: Cpu, eye: Eye, feather: Feather, "file-text": FileText,
  "folder-kanban": FolderKanban, gauge: Gauge, globe: Globe, handshake: Handshake, "heart-handshake": HeartHandshake,
  house: House, image: Image, layers: Layers, layout: LayoutDashboard, lightbulb: Lightbulb, "line-chart": ChartLine,
  mail: Mail, "map-pin": MapPin, megaphone: Megaphone, "message-circle": MessageCircle,
  "messages-square": MessagesSquare, "monitor-smartphone": MonitorSmartphone, newspaper: Newspaper, package: Package,
  palette: Palette, "pen-line": PenLine, "pen-tool": PenTool, phone: Phone, receipt: Receipt, rocket: Rocket,
  search: Search, settings: Settings, "share-2": Share2, "shield-check": ShieldCheck, "shopping-cart": ShoppingCart,
  smartphone: Smartphone, sparkles: Sparkles, star: Star, store: Store, target: Target, "thumbs-up": ThumbsUp,
  "trending-up": TrendingUp, truck: Truck, "user-cog": UserCog, users: Users, video: Video, wallet: Wallet,
  wrench: Wrench, zap: Zap,
} satisfies Record<IconName, LucideIcon>;

/** A decorative icon by its schema name (the text beside it carries the meaning). */
export function Icon({ name, size = 28 }: { name: IconName; size?: number }) {
  const Component = ICONS[name];
  return <Component aria-hidden="true" focusable="false" width={size} height={size} strokeWidth={1.8} />;
}
