// Probe 10: news article, small.
// Modelled on cuappdev/volume-ios, VolumeWidget/ArticleWidget/ArticleWidgetView.swift,
// commit 0c84487e12fc90a443affaa3e63dc79b9d878691 (Cornell AppDev; no licence file found in the
// index). Re-expressed, not copied. The source draws the photo with SDWebImage's `WebImage(url:)`;
// here a bundled `Image` stands in for it.
import WidgetRender

struct VolumeArticleView: View {
    var entry: VolumeArticleEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack {
                Spacer()
                Image("v-logo")
                    .resizable()
                    .frame(width: 16, height: 16)
            }
            Spacer()
            HStack {
                VStack(alignment: .leading, spacing: 4) {
                    Text(entry.publication)
                        .font(.newYorkRegular(size: 12))
                        .lineLimit(1)
                    Text(entry.title)
                        .font(.helveticaBold(size: 16))
                        .lineLimit(2)
                }
                Spacer()
            }
        }
        .foregroundStyle(Color.white)
        .padding()
        .background(backdrop)
    }

    private var backdrop: some View {
        ZStack {
            Color.black.opacity(0.6)
            Image(entry.photoName)
                .resizable()
                .scaledToFill()
            Rectangle()
                .fill(LinearGradient(gradient: Gradient(colors: [.clear, .black.opacity(0.1), .black.opacity(0.3),
                                                                 .black.opacity(0.7), .black]),
                                     startPoint: .top, endPoint: .bottom))
                .opacity(0.8)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}
