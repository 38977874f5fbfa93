import type { ViewName } from '@foyer/core'
import type { ComponentType } from 'react'
import { AccountView } from './AccountView.js'
import { AllWalletsView } from './AllWalletsView.js'
import { ApproveTransactionView } from './ApproveTransactionView.js'
import { ConnectingExternalView } from './ConnectingExternalView.js'
import {
  ConnectingWalletConnectBasicView,
  ConnectingWalletConnectView,
} from './ConnectingWalletConnectView.js'
import { ConnectView } from './ConnectView.js'
import { EmailRecoveryPasswordView } from './EmailRecoveryPasswordView.js'
import { EmailVerifyDeviceView } from './EmailVerifyDeviceView.js'
import { EmailVerifyOtpView } from './EmailVerifyOtpView.js'
import { GetWalletView } from './GetWalletView.js'
import { NetworksView } from './NetworksView.js'
import { NotAvailableView } from './NotAvailableView.js'
import { BuyInProgressView, OnRampProvidersView } from './OnRampView.js'
import { ReceiveView } from './ReceiveView.js'
import { RegisterAccountNameSuccessView, RegisterAccountNameView } from './RegisterAccountNameView.js'
import { SIWXSignMessageView } from './SIWXSignMessageView.js'
import { SwapSelectTokenView, SwapView } from './SwapView.js'
import { SwitchNetworkView } from './SwitchNetworkView.js'
import { UnsupportedChainView } from './UnsupportedChainView.js'
import { UpdateEmailPrimaryOtpView, UpdateEmailSecondaryOtpView } from './UpdateEmailOtpView.js'
import { UpdateEmailWalletView } from './UpdateEmailWalletView.js'
import { WalletSendView } from './WalletSendView.js'
import { WhatIsAWalletView } from './WhatIsAWalletView.js'

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
