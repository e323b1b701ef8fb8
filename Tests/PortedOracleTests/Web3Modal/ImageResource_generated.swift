import WidgetRender

public extension Image {
    /// The "Regular" asset catalog resource namespace.
    enum Regular {
        /// The "Regular/4 dots" asset catalog image resource.
        public static let _4Dots = Image("Regular/4 dots", bundle: .module)

        /// The "Regular/App" asset catalog image resource.
        public static let app = Image("Regular/App", bundle: .module)

        /// The "Regular/Arrow Bottom" asset catalog image resource.
        public static let arrowBottom = Image("Regular/Arrow Bottom", bundle: .module)

        /// The "Regular/Bars" asset catalog image resource.
        public static let bars = Image("Regular/Bars", bundle: .module)

        /// The "Regular/Bell" asset catalog image resource.
        public static let bell = Image("Regular/Bell", bundle: .module)

        /// The "Regular/Browser" asset catalog image resource.
        public static let browser = Image("Regular/Browser", bundle: .module)

        /// The "Regular/Extension" asset catalog image resource.
        public static let `extension` = Image("Regular/Extension", bundle: .module)

        /// The "Regular/Chart" asset catalog image resource.
        public static let chart = Image("Regular/Chart", bundle: .module)

        /// The "Regular/Chat Bubble" asset catalog image resource.
        public static let chatBubble = Image("Regular/Chat Bubble", bundle: .module)

        /// The "Regular/Check Circle" asset catalog image resource.
        public static let checkCircle = Image("Regular/Check Circle", bundle: .module)

        /// The "Regular/Checkmark" asset catalog image resource.
        public static let checkmark = Image("Regular/Checkmark", bundle: .module)

        /// The "Regular/Chevron Left" asset catalog image resource.
        public static let chevronLeft = Image("Regular/Chevron Left", bundle: .module)

        /// The "Regular/Code" asset catalog image resource.
        public static let code = Image("Regular/Code", bundle: .module)

        /// The "Regular/Coin" asset catalog image resource.
        public static let coin = Image("Regular/Coin", bundle: .module)

        /// The "Regular/Compass" asset catalog image resource.
        public static let compass = Image("Regular/Compass", bundle: .module)

        /// The "Regular/Copy" asset catalog image resource.
        public static let copy = Image("Regular/Copy", bundle: .module)

        /// The "Regular/Desktop" asset catalog image resource.
        public static let desktop = Image("Regular/Desktop", bundle: .module)

        /// The "Regular/Double Chevron Right" asset catalog image resource.
        public static let doubleChevronRight = Image("Regular/Double Chevron Right", bundle: .module)

        /// The "Regular/External Link" asset catalog image resource.
        public static let externalLink = Image("Regular/External Link", bundle: .module)

        /// The "Regular/Eye" asset catalog image resource.
        public static let eye = Image("Regular/Eye", bundle: .module)

        /// The "Regular/Eye Crossed" asset catalog image resource.
        public static let eyeCrossed = Image("Regular/Eye Crossed", bundle: .module)

        /// The "Regular/Filters" asset catalog image resource.
        public static let filters = Image("Regular/Filters", bundle: .module)

        /// The "Regular/Fingerprint" asset catalog image resource.
        public static let fingerprint = Image("Regular/Fingerprint", bundle: .module)

        /// The "Regular/Image" asset catalog image resource.
        public static let image = Image("Regular/Image", bundle: .module)

        /// The "Regular/Info" asset catalog image resource.
        public static let info = Image("Regular/Info", bundle: .module)

        /// The "Regular/Link" asset catalog image resource.
        public static let link = Image("Regular/Link", bundle: .module)

        /// The "Regular/Load" asset catalog image resource.
        public static let load = Image("Regular/Load", bundle: .module)

        /// The "Regular/Locker" asset catalog image resource.
        public static let locker = Image("Regular/Locker", bundle: .module)

        /// The "Regular/Magnifier" asset catalog image resource.
        public static let magnifier = Image("Regular/Magnifier", bundle: .module)

        /// The "Regular/Mail" asset catalog image resource.
        public static let mail = Image("Regular/Mail", bundle: .module)

        /// The "Regular/Mobile" asset catalog image resource.
        public static let mobile = Image("Regular/Mobile", bundle: .module)

        /// The "Regular/Moon" asset catalog image resource.
        public static let moon = Image("Regular/Moon", bundle: .module)

        /// The "Regular/Network" asset catalog image resource.
        public static let network = Image("Regular/Network", bundle: .module)

        /// The "Regular/QR code" asset catalog image resource.
        public static let qrCode = Image("Regular/QR code", bundle: .module)

        /// The "Regular/Question" asset catalog image resource.
        public static let question = Image("Regular/Question", bundle: .module)

        /// The "Regular/Question Mark Circle" asset catalog image resource.
        public static let questionMarkCircle = Image("Regular/Question Mark Circle", bundle: .module)

        /// The "Regular/Sliders" asset catalog image resource.
        public static let sliders = Image("Regular/Sliders", bundle: .module)

        /// The "Regular/Squares" asset catalog image resource.
        public static let squares = Image("Regular/Squares", bundle: .module)

        /// The "Regular/Sun" asset catalog image resource.
        public static let sun = Image("Regular/Sun", bundle: .module)

        /// The "Regular/Swap Horizontal" asset catalog image resource.
        public static let swapHorizontal = Image("Regular/Swap Horizontal", bundle: .module)

        /// The "Regular/Verif" asset catalog image resource.
        public static let verif = Image("Regular/Verif", bundle: .module)

        /// The "Regular/Wallet" asset catalog image resource.
        public static let wallet = Image("Regular/Wallet", bundle: .module)

        /// The "Regular/Warning Circle" asset catalog image resource.
        public static let warningCircle = Image("Regular/Warning Circle", bundle: .module)

        /// The "Regular/X mark" asset catalog image resource.
        public static let xMark = Image("Regular/X mark", bundle: .module)
    }

    /// The "Original" asset catalog resource namespace.
    enum Original {
        /// The "Original/Add" asset catalog image resource.
        public static let add = Image("Original/Add", bundle: .module)

        /// The "Original/Apple" asset catalog image resource.
        public static let apple = Image("Original/Apple", bundle: .module)

        /// The "Original/ArrowDown" asset catalog image resource.
        public static let arrowDown = Image("Original/ArrowDown", bundle: .module)

        /// The "Original/ArrowExchange" asset catalog image resource.
        public static let arrowExchange = Image("Original/ArrowExchange", bundle: .module)

        /// The "Original/ArrowLeft" asset catalog image resource.
        public static let arrowLeft = Image("Original/ArrowLeft", bundle: .module)

        /// The "Original/ArrowRight" asset catalog image resource.
        public static let arrowRight = Image("Original/ArrowRight", bundle: .module)

        /// The "Original/ArrowUp" asset catalog image resource.
        public static let arrowUp = Image("Original/ArrowUp", bundle: .module)

        /// The "Original/BackwardChevron" asset catalog image resource.
        public static let backwardChevron = Image("Original/BackwardChevron", bundle: .module)

        /// The "Original/Checkmark" asset catalog image resource.
        public static let checkmark = Image("Original/Checkmark", bundle: .module)

        /// The "Original/Compass" asset catalog image resource.
        public static let compass = Image("Original/Compass", bundle: .module)

        /// The "Original/Desktop" asset catalog image resource.
        public static let desktop = Image("Original/Desktop", bundle: .module)

        /// The "Original/Disconnect" asset catalog image resource.
        public static let disconnect = Image("Original/Disconnect", bundle: .module)

        /// The "Original/Discord" asset catalog image resource.
        public static let discord = Image("Original/Discord", bundle: .module)

        /// The "Original/DownwardChevron" asset catalog image resource.
        public static let downwardChevron = Image("Original/DownwardChevron", bundle: .module)

        /// The "Original/Error" asset catalog image resource.
        public static let error = Image("Original/Error", bundle: .module)

        /// The "Original/Extension" asset catalog image resource.
        public static let `extension` = Image("Original/Extension", bundle: .module)

        /// The "Original/ExternalLink" asset catalog image resource.
        public static let externalLink = Image("Original/ExternalLink", bundle: .module)

        /// The "Original/Facebook" asset catalog image resource.
        public static let facebook = Image("Original/Facebook", bundle: .module)

        /// The "Original/ForwardChevron" asset catalog image resource.
        public static let forwardChevron = Image("Original/ForwardChevron", bundle: .module)

        /// The "Original/Github" asset catalog image resource.
        public static let github = Image("Original/Github", bundle: .module)

        /// The "Original/Google" asset catalog image resource.
        public static let google = Image("Original/Google", bundle: .module)

        /// The "Original/Help" asset catalog image resource.
        public static let help = Image("Original/Help", bundle: .module)

        /// The "Original/HelpSmall" asset catalog image resource.
        public static let helpSmall = Image("Original/HelpSmall", bundle: .module)

        /// The "Original/History" asset catalog image resource.
        public static let history = Image("Original/History", bundle: .module)

        /// The "Original/LargeBackward" asset catalog image resource.
        public static let largeBackward = Image("Original/LargeBackward", bundle: .module)

        /// The "Original/LargeClose" asset catalog image resource.
        public static let largeClose = Image("Original/LargeClose", bundle: .module)

        /// The "Original/LargeCopy" asset catalog image resource.
        public static let largeCopy = Image("Original/LargeCopy", bundle: .module)

        /// The "Original/LargeDesktop" asset catalog image resource.
        public static let largeDesktop = Image("Original/LargeDesktop", bundle: .module)

        /// The "Original/LargeEmail" asset catalog image resource.
        public static let largeEmail = Image("Original/LargeEmail", bundle: .module)

        /// The "Original/LargeEmoji" asset catalog image resource.
        public static let largeEmoji = Image("Original/LargeEmoji", bundle: .module)

        /// The "Original/LargeMoon" asset catalog image resource.
        public static let largeMoon = Image("Original/LargeMoon", bundle: .module)

        /// The "Original/LargePhone" asset catalog image resource.
        public static let largePhone = Image("Original/LargePhone", bundle: .module)

        /// The "Original/LargeQrcode" asset catalog image resource.
        public static let largeQrcode = Image("Original/LargeQrcode", bundle: .module)

        /// The "Original/LargeSun" asset catalog image resource.
        public static let largeSun = Image("Original/LargeSun", bundle: .module)

        /// The "Original/LargeTwitter" asset catalog image resource.
        public static let largeTwitter = Image("Original/LargeTwitter", bundle: .module)

        /// The "Original/Mail" asset catalog image resource.
        public static let mail = Image("Original/Mail", bundle: .module)

        /// The "Original/Off" asset catalog image resource.
        public static let off = Image("Original/Off", bundle: .module)

        /// The "Original/Pen" asset catalog image resource.
        public static let pen = Image("Original/Pen", bundle: .module)

        /// The "Original/Phone" asset catalog image resource.
        public static let phone = Image("Original/Phone", bundle: .module)

        /// The "Original/Popular" asset catalog image resource.
        public static let popular = Image("Original/Popular", bundle: .module)

        /// The "Original/Qrcode" asset catalog image resource.
        public static let qrcode = Image("Original/Qrcode", bundle: .module)

        /// The "Original/QuestionMarkCircle" asset catalog image resource.
        public static let questionMarkCircle = Image("Original/QuestionMarkCircle", bundle: .module)

        /// The "Original/Recent" asset catalog image resource.
        public static let recent = Image("Original/Recent", bundle: .module)

        /// The "Original/Retry" asset catalog image resource.
        public static let retry = Image("Original/Retry", bundle: .module)

        /// The "Original/Scan" asset catalog image resource.
        public static let scan = Image("Original/Scan", bundle: .module)

        /// The "Original/Search" asset catalog image resource.
        public static let search = Image("Original/Search", bundle: .module)

        /// The "Original/Telegram" asset catalog image resource.
        public static let telegram = Image("Original/Telegram", bundle: .module)

        /// The "Original/ToastError" asset catalog image resource.
        public static let toastError = Image("Original/ToastError", bundle: .module)

        /// The "Original/ToastInfo" asset catalog image resource.
        public static let toastInfo = Image("Original/ToastInfo", bundle: .module)

        /// The "Original/ToastSuccess" asset catalog image resource.
        public static let toastSuccess = Image("Original/ToastSuccess", bundle: .module)

        /// The "Original/Twitch" asset catalog image resource.
        public static let twitch = Image("Original/Twitch", bundle: .module)

        /// The "Original/Twitter" asset catalog image resource.
        public static let twitter = Image("Original/Twitter", bundle: .module)

        /// The "Original/UpwardChevron" asset catalog image resource.
        public static let upwardChevron = Image("Original/UpwardChevron", bundle: .module)

        /// The "Original/Wallet" asset catalog image resource.
        public static let wallet = Image("Original/Wallet", bundle: .module)

        /// The "Original/Website" asset catalog image resource.
        public static let website = Image("Original/Website", bundle: .module)
    }

    /// The "Medium" asset catalog resource namespace.
    enum Medium {
        /// The "Medium/Android" asset catalog image resource.
        public static let android = Image("Medium/Android", bundle: .module)

        /// The "Medium/App" asset catalog image resource.
        public static let app = Image("Medium/App", bundle: .module)

        /// The "Medium/Arrow Left" asset catalog image resource.
        public static let arrowLeft = Image("Medium/Arrow Left", bundle: .module)

        /// The "Medium/Arrow Right" asset catalog image resource.
        public static let arrowRight = Image("Medium/Arrow Right", bundle: .module)

        /// The "Medium/Auth" asset catalog image resource.
        public static let auth = Image("Medium/Auth", bundle: .module)

        /// The "Medium/Bell" asset catalog image resource.
        public static let bell = Image("Medium/Bell", bundle: .module)

        /// The "Medium/Bin" asset catalog image resource.
        public static let bin = Image("Medium/Bin", bundle: .module)

        /// The "Medium/Checkmark" asset catalog image resource.
        public static let checkmark = Image("Medium/Checkmark", bundle: .module)

        /// The "Medium/Chevron Bottom" asset catalog image resource.
        public static let chevronBottom = Image("Medium/Chevron Bottom", bundle: .module)

        /// The "Medium/Chevron Left" asset catalog image resource.
        public static let chevronLeft = Image("Medium/Chevron Left", bundle: .module)

        /// The "Medium/Chevron Right" asset catalog image resource.
        public static let chevronRight = Image("Medium/Chevron Right", bundle: .module)

        /// The "Medium/Chevron Top" asset catalog image resource.
        public static let chevronTop = Image("Medium/Chevron Top", bundle: .module)

        /// The "Medium/Compass" asset catalog image resource.
        public static let compass = Image("Medium/Compass", bundle: .module)

        /// The "Medium/Copy" asset catalog image resource.
        public static let copy = Image("Medium/Copy", bundle: .module)

        /// The "Medium/Desktop" asset catalog image resource.
        public static let desktop = Image("Medium/Desktop", bundle: .module)

        /// The "Medium/Disconnect" asset catalog image resource.
        public static let disconnect = Image("Medium/Disconnect", bundle: .module)

        /// The "Medium/Doc" asset catalog image resource.
        public static let doc = Image("Medium/Doc", bundle: .module)

        /// The "Medium/Dots Horizontal" asset catalog image resource.
        public static let dotsHorizontal = Image("Medium/Dots Horizontal", bundle: .module)

        /// The "Medium/Dots Vertical" asset catalog image resource.
        public static let dotsVertical = Image("Medium/Dots Vertical", bundle: .module)

        /// The "Medium/Double Chevron Vertical" asset catalog image resource.
        public static let doubleChevronVertical = Image("Medium/Double Chevron Vertical", bundle: .module)

        /// The "Medium/Etherscan" asset catalog image resource.
        public static let etherscan = Image("Medium/Etherscan", bundle: .module)

        /// The "Medium/External Link" asset catalog image resource.
        public static let externalLink = Image("Medium/External Link", bundle: .module)

        /// The "Medium/Eye" asset catalog image resource.
        public static let eye = Image("Medium/Eye", bundle: .module)

        /// The "Medium/Eye Crossed" asset catalog image resource.
        public static let eyeCrossed = Image("Medium/Eye Crossed", bundle: .module)

        /// The "Medium/File" asset catalog image resource.
        public static let file = Image("Medium/File", bundle: .module)

        /// The "Medium/Filters" asset catalog image resource.
        public static let filters = Image("Medium/Filters", bundle: .module)

        /// The "Medium/Info" asset catalog image resource.
        public static let info = Image("Medium/Info", bundle: .module)

        /// The "Medium/Info Circle" asset catalog image resource.
        public static let infoCircle = Image("Medium/Info Circle", bundle: .module)

        /// The "Medium/Light Bulb" asset catalog image resource.
        public static let lightBulb = Image("Medium/Light Bulb", bundle: .module)

        /// The "Medium/Magnifier" asset catalog image resource.
        public static let magnifier = Image("Medium/Magnifier", bundle: .module)

        /// The "Medium/Mail" asset catalog image resource.
        public static let mail = Image("Medium/Mail", bundle: .module)

        /// The "Medium/Mobile" asset catalog image resource.
        public static let mobile = Image("Medium/Mobile", bundle: .module)

        /// The "Medium/Moon" asset catalog image resource.
        public static let moon = Image("Medium/Moon", bundle: .module)

        /// The "Medium/Nut" asset catalog image resource.
        public static let nut = Image("Medium/Nut", bundle: .module)

        /// The "Medium/Off" asset catalog image resource.
        public static let off = Image("Medium/Off", bundle: .module)

        /// The "Medium/Paste" asset catalog image resource.
        public static let paste = Image("Medium/Paste", bundle: .module)

        /// The "Medium/Pen" asset catalog image resource.
        public static let pen = Image("Medium/Pen", bundle: .module)

        /// The "Medium/Plus" asset catalog image resource.
        public static let plus = Image("Medium/Plus", bundle: .module)

        /// The "Medium/QR code" asset catalog image resource.
        public static let qrCode = Image("Medium/QR code", bundle: .module)

        /// The "Medium/Question Mark Circle" asset catalog image resource.
        public static let questionMarkCircle = Image("Medium/Question Mark Circle", bundle: .module)

        /// The "Medium/Refresh" asset catalog image resource.
        public static let refresh = Image("Medium/Refresh", bundle: .module)

        /// The "Medium/Sliders" asset catalog image resource.
        public static let sliders = Image("Medium/Sliders", bundle: .module)

        /// The "Medium/Squares" asset catalog image resource.
        public static let squares = Image("Medium/Squares", bundle: .module)

        /// The "Medium/Sun" asset catalog image resource.
        public static let sun = Image("Medium/Sun", bundle: .module)

        /// The "Medium/Swap Horizontal" asset catalog image resource.
        public static let swapHorizontal = Image("Medium/Swap Horizontal", bundle: .module)

        /// The "Medium/Swap Vertical" asset catalog image resource.
        public static let swapVertical = Image("Medium/Swap Vertical", bundle: .module)

        /// The "Medium/Twitter" asset catalog image resource.
        public static let twitter = Image("Medium/Twitter", bundle: .module)

        /// The "Medium/Wallet" asset catalog image resource.
        public static let wallet = Image("Medium/Wallet", bundle: .module)

        /// The "Medium/Warning Circle" asset catalog image resource.
        public static let warningCircle = Image("Medium/Warning Circle", bundle: .module)

        /// The "Medium/Web" asset catalog image resource.
        public static let web = Image("Medium/Web", bundle: .module)

        /// The "Medium/X mark" asset catalog image resource.
        public static let xMark = Image("Medium/X mark", bundle: .module)

        /// The "Medium/iOS" asset catalog image resource.
        public static let iOS = Image("Medium/iOS", bundle: .module)
    }

    /// The "Bold" asset catalog resource namespace.
    enum Bold {
        /// The "Bold/Arrow Bottom" asset catalog image resource.
        public static let arrowBottom = Image("Bold/Arrow Bottom", bundle: .module)

        /// The "Bold/Arrow Left" asset catalog image resource.
        public static let arrowLeft = Image("Bold/Arrow Left", bundle: .module)

        /// The "Bold/Arrow Right" asset catalog image resource.
        public static let arrowRight = Image("Bold/Arrow Right", bundle: .module)

        /// The "Bold/Arrow Top" asset catalog image resource.
        public static let arrowTop = Image("Bold/Arrow Top", bundle: .module)

        /// The "Bold/Bars" asset catalog image resource.
        public static let bars = Image("Bold/Bars", bundle: .module)

        /// The "Bold/Bin" asset catalog image resource.
        public static let bin = Image("Bold/Bin", bundle: .module)

        /// The "Bold/Browser" asset catalog image resource.
        public static let browser = Image("Bold/Browser", bundle: .module)

        /// The "Bold/Checkmark" asset catalog image resource.
        public static let checkmark = Image("Bold/Checkmark", bundle: .module)

        /// The "Bold/Chevron Bottom" asset catalog image resource.
        public static let chevronBottom = Image("Bold/Chevron Bottom", bundle: .module)

        /// The "Bold/Chevron Left" asset catalog image resource.
        public static let chevronLeft = Image("Bold/Chevron Left", bundle: .module)

        /// The "Bold/Chevron Right" asset catalog image resource.
        public static let chevronRight = Image("Bold/Chevron Right", bundle: .module)

        /// The "Bold/Chevron Top" asset catalog image resource.
        public static let chevronTop = Image("Bold/Chevron Top", bundle: .module)

        /// The "Bold/Clock" asset catalog image resource.
        public static let clock = Image("Bold/Clock", bundle: .module)

        /// The "Bold/Code" asset catalog image resource.
        public static let code = Image("Bold/Code", bundle: .module)

        /// The "Bold/Compass" asset catalog image resource.
        public static let compass = Image("Bold/Compass", bundle: .module)

        /// The "Bold/Copy" asset catalog image resource.
        public static let copy = Image("Bold/Copy", bundle: .module)

        /// The "Bold/Desktop" asset catalog image resource.
        public static let desktop = Image("Bold/Desktop", bundle: .module)

        /// The "Bold/Disconnect" asset catalog image resource.
        public static let disconnect = Image("Bold/Disconnect", bundle: .module)

        /// The "Bold/Doc" asset catalog image resource.
        public static let doc = Image("Bold/Doc", bundle: .module)

        /// The "Bold/Double Chevron Vertical" asset catalog image resource.
        public static let doubleChevronVertical = Image("Bold/Double Chevron Vertical", bundle: .module)

        /// The "Bold/External Link" asset catalog image resource.
        public static let externalLink = Image("Bold/External Link", bundle: .module)

        /// The "Bold/Eye" asset catalog image resource.
        public static let eye = Image("Bold/Eye", bundle: .module)

        /// The "Bold/Eye Crossed" asset catalog image resource.
        public static let eyeCrossed = Image("Bold/Eye Crossed", bundle: .module)

        /// The "Bold/Filters" asset catalog image resource.
        public static let filters = Image("Bold/Filters", bundle: .module)

        /// The "Bold/Image" asset catalog image resource.
        public static let image = Image("Bold/Image", bundle: .module)

        /// The "Bold/Info" asset catalog image resource.
        public static let info = Image("Bold/Info", bundle: .module)

        /// The "Bold/Light Bulb" asset catalog image resource.
        public static let lightBulb = Image("Bold/Light Bulb", bundle: .module)

        /// The "Bold/Link" asset catalog image resource.
        public static let link = Image("Bold/Link", bundle: .module)

        /// The "Bold/Mail" asset catalog image resource.
        public static let mail = Image("Bold/Mail", bundle: .module)

        /// The "Bold/Mobile" asset catalog image resource.
        public static let mobile = Image("Bold/Mobile", bundle: .module)

        /// The "Bold/Moon" asset catalog image resource.
        public static let moon = Image("Bold/Moon", bundle: .module)

        /// The "Bold/Network" asset catalog image resource.
        public static let network = Image("Bold/Network", bundle: .module)

        /// The "Bold/Nut" asset catalog image resource.
        public static let nut = Image("Bold/Nut", bundle: .module)

        /// The "Bold/Off" asset catalog image resource.
        public static let off = Image("Bold/Off", bundle: .module)

        /// The "Bold/Pen" asset catalog image resource.
        public static let pen = Image("Bold/Pen", bundle: .module)

        /// The "Bold/Plus" asset catalog image resource.
        public static let plus = Image("Bold/Plus", bundle: .module)

        /// The "Bold/Question Mark Circle" asset catalog image resource.
        public static let questionMarkCircle = Image("Bold/Question Mark Circle", bundle: .module)

        /// The "Bold/Refresh" asset catalog image resource.
        public static let refresh = Image("Bold/Refresh", bundle: .module)

        /// The "Bold/Sliders Horizontal" asset catalog image resource.
        public static let slidersHorizontal = Image("Bold/Sliders Horizontal", bundle: .module)

        /// The "Bold/Sliders Vertical" asset catalog image resource.
        public static let slidersVertical = Image("Bold/Sliders Vertical", bundle: .module)

        /// The "Bold/Squares" asset catalog image resource.
        public static let squares = Image("Bold/Squares", bundle: .module)

        /// The "Bold/Sun" asset catalog image resource.
        public static let sun = Image("Bold/Sun", bundle: .module)

        /// The "Bold/Swap Horizontal" asset catalog image resource.
        public static let swapHorizontal = Image("Bold/Swap Horizontal", bundle: .module)

        /// The "Bold/Swap Vertical" asset catalog image resource.
        public static let swapVertical = Image("Bold/Swap Vertical", bundle: .module)

        /// The "Bold/Users" asset catalog image resource.
        public static let users = Image("Bold/Users", bundle: .module)

        /// The "Bold/Wallet" asset catalog image resource.
        public static let wallet = Image("Bold/Wallet", bundle: .module)

        /// The "Bold/Warning Circle" asset catalog image resource.
        public static let warningCircle = Image("Bold/Warning Circle", bundle: .module)

        /// The "Bold/Web" asset catalog image resource.
        public static let web = Image("Bold/Web", bundle: .module)

        /// The "Bold/X Mark" asset catalog image resource.
        public static let xMark = Image("Bold/X Mark", bundle: .module)
    }

    /// The "MockChainImage" asset catalog image resource.
    static let mockChain = Image("MockChainImage", bundle: .module)

    /// The "MockWalletImage" asset catalog image resource.
    static let mockWallet = Image("MockWalletImage", bundle: .module)

    /// The "imageBrowser" asset catalog image resource.
    static let imageBrowser = Image("imageBrowser", bundle: .module)

    /// The "imageDao" asset catalog image resource.
    static let imageDao = Image("imageDao", bundle: .module)

    /// The "imageDeFi" asset catalog image resource.
    static let imageDeFi = Image("imageDeFi", bundle: .module)

    /// The "imageDefiAlt" asset catalog image resource.
    static let imageDefiAlt = Image("imageDefiAlt", bundle: .module)

    /// The "imageEth" asset catalog image resource.
    static let imageEth = Image("imageEth", bundle: .module)

    /// The "imageLayers" asset catalog image resource.
    static let imageLayers = Image("imageLayers", bundle: .module)

    /// The "imageLock" asset catalog image resource.
    static let imageLock = Image("imageLock", bundle: .module)

    /// The "imageLogin" asset catalog image resource.
    static let imageLogin = Image("imageLogin", bundle: .module)

    /// The "imageLogo" asset catalog image resource.
    static let imageLogo = Image("imageLogo", bundle: .module)

    /// The "imageNetwork" asset catalog image resource.
    static let imageNetwork = Image("imageNetwork", bundle: .module)

    /// The "imageNft" asset catalog image resource.
    static let imageNft = Image("imageNft", bundle: .module)

    /// The "imageNoun" asset catalog image resource.
    static let imageNoun = Image("imageNoun", bundle: .module)

    /// The "imageProfile" asset catalog image resource.
    static let imageProfile = Image("imageProfile", bundle: .module)

    /// The "imageSystem" asset catalog image resource.
    static let imageSystem = Image("imageSystem", bundle: .module)

    /// The "optionAll" asset catalog image resource.
    static let optionAll = Image("optionAll", bundle: .module)

    /// The "optionBrowser" asset catalog image resource.
    static let optionBrowser = Image("optionBrowser", bundle: .module)

    /// The "optionExtension" asset catalog image resource.
    static let optionExtension = Image("optionExtension", bundle: .module)

    /// The "optionQrCode" asset catalog image resource.
    static let optionQrCode = Image("optionQrCode", bundle: .module)
}
