import type { ViewName } from '@foyer/core'
import type { ComponentType } from 'react'
import { AccountView } from './account/AccountView.js'
import { ReceiveView } from './account/ReceiveView.js'
import { RegisterAccountNameSuccessView, RegisterAccountNameView } from './account/RegisterAccountNameView.js'
import { AllWalletsView } from './connect/AllWalletsView.js'
import { ConnectingExternalView } from './connect/ConnectingExternalView.js'
import {
  ConnectingWalletConnectBasicView,
  ConnectingWalletConnectView,
} from './connect/ConnectingWalletConnectView.js'
import { ConnectView } from './connect/ConnectView.js'
import { GetWalletView } from './connect/GetWalletView.js'
import { WhatIsAWalletView } from './connect/WhatIsAWalletView.js'
import { ApproveTransactionView } from './email/ApproveTransactionView.js'
import { EmailRecoveryPasswordView } from './email/EmailRecoveryPasswordView.js'
import { EmailVerifyDeviceView } from './email/EmailVerifyDeviceView.js'
import { EmailVerifyOtpView } from './email/EmailVerifyOtpView.js'
import { UpdateEmailPrimaryOtpView, UpdateEmailSecondaryOtpView } from './email/UpdateEmailOtpView.js'
import { UpdateEmailWalletView } from './email/UpdateEmailWalletView.js'
import { NotAvailableView } from './NotAvailableView.js'
import { NetworksView } from './networks/NetworksView.js'
import { SwitchNetworkView } from './networks/SwitchNetworkView.js'
import { UnsupportedChainView } from './networks/UnsupportedChainView.js'
import { BuyInProgressView, OnRampProvidersView } from './onramp/OnRampView.js'
import { WalletSendView } from './send/WalletSendView.js'
import { SIWXSignMessageView } from './signin/SIWXSignMessageView.js'
import { ConnectingFarcasterView } from './social/ConnectingFarcasterView.js'
import { ConnectingSocialView } from './social/ConnectingSocialView.js'
import { ConnectSocialsView } from './social/ConnectSocialsView.js'
import { SwapSelectTokenView, SwapView } from './swap/SwapView.js'

const views: Partial<Record<ViewName, ComponentType>> = {
  Connect: ConnectView,
  ConnectingExternal: ConnectingExternalView,
  ConnectingWalletConnect: ConnectingWalletConnectView,
  ConnectingWalletConnectBasic: ConnectingWalletConnectBasicView,
  Account: AccountView,
  Networks: NetworksView,
  SwitchNetwork: SwitchNetworkView,
  UnsupportedChain: UnsupportedChainView,
  WhatIsAWallet: WhatIsAWalletView,
  AllWallets: AllWalletsView,
  ConnectSocials: ConnectSocialsView,
  ConnectingSocial: ConnectingSocialView,
  ConnectingFarcaster: ConnectingFarcasterView,
  GetWallet: GetWalletView,
  SIWXSignMessage: SIWXSignMessageView,
  WalletSend: WalletSendView,
  Receive: ReceiveView,
  RegisterAccountName: RegisterAccountNameView,
  RegisterAccountNameSuccess: RegisterAccountNameSuccessView,
  OnRampProviders: OnRampProvidersView,
  BuyInProgress: BuyInProgressView,
  Swap: SwapView,
  SwapSelectToken: SwapSelectTokenView,
  EmailVerifyOtp: EmailVerifyOtpView,
  EmailVerifyDevice: EmailVerifyDeviceView,
  EmailRecoveryPassword: EmailRecoveryPasswordView,
  ApproveTransaction: ApproveTransactionView,
  UpdateEmailWallet: UpdateEmailWalletView,
  UpdateEmailPrimaryOtp: UpdateEmailPrimaryOtpView,
  UpdateEmailSecondaryOtp: UpdateEmailSecondaryOtpView,
}

/** The component for a router view; views whose feature has not landed get `NotAvailableView`. */
export function getViewComponent(view: ViewName): ComponentType {
  return views[view] ?? NotAvailableView
}
