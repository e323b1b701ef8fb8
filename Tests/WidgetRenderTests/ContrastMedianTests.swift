import Testing
@testable import WidgetRender

/// The contrast lint's median (`ContrastLint.median`) counts runs instead of sorting; it must
/// pick the very sample a stable sort by luminance puts in the middle, ties included, so the
/// lint's messages stay what they were.
@Suite("Contrast lint median")
struct ContrastMedianTests {
    @Test("The counted median is the stable sort's middle sample, over runs, ties of different colours and single samples")
    func countedMedianIsTheStableSortsMiddle() {
        // Two colours share each luminance (red and a grey of its luminance would too): the
        // tie order decides which colour the median names.
        let palette = (0..<6).flatMap { k -> [PixelSamples.Sample] in
            let l = Double(k) / 5
            return [PixelSamples.Sample(luminance: l, color: RGBA(red: l, green: 0, blue: 0)),
                    PixelSamples.Sample(luminance: l, color: RGBA(red: 0, green: 0, blue: l))]
        }
        for trial in 0..<300 {
            var samples: [PixelSamples.Sample] = []
            // Runs of varied lengths and values, spread by multiplying by primes.
            for run in 0..<(trial % 12 + 1) {
                let sample = palette[(trial * 7 + run * 13) % palette.count]
                samples += Array(repeating: sample, count: (trial * 3 + run * 17) % 40 + 1)
            }
            let sorted = samples.enumerated().sorted { ($0.element.luminance, $0.offset) < ($1.element.luminance, $1.offset) }
            #expect(ContrastLint.median(samples) == sorted[samples.count / 2].element.color, "trial \(trial)")
        }
        let one = PixelSamples.Sample(luminance: 0.3, color: .white)
        #expect(ContrastLint.median([one]) == .white)
    }
}
